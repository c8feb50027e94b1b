# Builds and installs ControlsDemo with its data, the sample plugins and desktop files.
#   make install PREFIX=/usr/local [DESTDIR=…] [CONFIG=release|debug]
# The binary finds its data in $(PREFIX)/share/controls-demo (beside its bin/), external
# plugins in $(PREFIX)/lib/controls-demo/plugins and translations in $(PREFIX)/share/locale;
# the library's CSS and icons are compiled in.

PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
APP_ID := io.github.gtkcontrols.ControlsDemo
ROOT := $(DESTDIR)$(PREFIX)
# The gettext domains, the library's and the demo's: po/DOMAIN/LL.po for each language LL
# in po/DOMAIN/LINGUAS.
DOMAINS := gtkcontrols controls-demo
LANGUAGES = $(shell grep -v '^\#' po/$(1)/LINGUAS)

.PHONY: build install uninstall introspection docs update-po gallery update-golden

build:
	swift build -c $(CONFIG) --product ControlsDemo
	swift build -c $(CONFIG) --product ColorPickerPlugin
	swift build -c $(CONFIG) --product KitchenTimerPlugin

install: build
	$(eval BIN := $(shell swift build -c $(CONFIG) --show-bin-path))
	install -Dm755 $(BIN)/ControlsDemo $(ROOT)/bin/ControlsDemo
	mkdir -p $(ROOT)/share/controls-demo
	cp -r Resources/css Resources/data Resources/ui $(ROOT)/share/controls-demo/
	mkdir -p $(ROOT)/share/applications $(ROOT)/share/metainfo $(ROOT)/lib/controls-demo/plugins
	msgfmt --desktop -d po/controls-demo --template Resources/desktop/$(APP_ID).desktop -o $(ROOT)/share/applications/$(APP_ID).desktop
	msgfmt --xml -d po/controls-demo --template Resources/desktop/$(APP_ID).metainfo.xml -o $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	$(foreach domain,$(DOMAINS),$(foreach language,$(call LANGUAGES,$(domain)),\
	  install -d $(ROOT)/share/locale/$(language)/LC_MESSAGES && \
	  msgfmt --check -o $(ROOT)/share/locale/$(language)/LC_MESSAGES/$(domain).mo po/$(domain)/$(language).po &&)) true
	install -Dm644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm755 $(BIN)/libColorPickerPlugin.so $(ROOT)/lib/controls-demo/plugins/libColorPickerPlugin.so
	install -Dm755 $(BIN)/libKitchenTimerPlugin.so $(ROOT)/lib/controls-demo/plugins/libKitchenTimerPlugin.so
	install -Dm644 -t $(ROOT)/lib/controls-demo/plugins Resources/plugins/KitchenTimerPlugin.ui
	$(foreach plugin,ColorPickerPlugin KitchenTimerPlugin,\
	  msgfmt --desktop --keyword=Name --keyword=Description -d po/controls-demo --template Resources/plugins/$(plugin).plugin \
	    -o $(ROOT)/lib/controls-demo/plugins/$(plugin).plugin &&) true

uninstall:
	rm -f $(ROOT)/bin/ControlsDemo $(ROOT)/share/applications/$(APP_ID).desktop $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	rm -f $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	rm -rf $(ROOT)/share/controls-demo $(ROOT)/lib/controls-demo
	rm -f $(foreach domain,$(DOMAINS),$(foreach language,$(call LANGUAGES,$(domain)),$(ROOT)/share/locale/$(language)/LC_MESSAGES/$(domain).mo))

# Brings the translation templates (po/DOMAIN/DOMAIN.pot) up to date with the sources, and
# merges them into every translation; new and changed messages are then untranslated or
# fuzzy in the .po files, for a translator (the translations test fails until they are done).
update-po:
	$(foreach domain,$(DOMAINS),scripts/extract-messages.sh $(domain) po/$(domain)/$(domain).pot && \
	  $(foreach language,$(call LANGUAGES,$(domain)),\
	    msgmerge --quiet --update --backup=none --previous po/$(domain)/$(language).po po/$(domain)/$(domain).pot &&)) true

# GObject introspection for the C API (libGtkControlsC.so, gtkcontrols.h): writes Ctl-1.0.gir
# and Ctl-1.0.typelib into .build/introspection/ (debug build unless CONFIG says otherwise).
# The properties' docs come from the library's own descriptions (scripts/property-docs.c).
# Python: GI_TYPELIB_PATH=.build/introspection LD_LIBRARY_PATH=<bin> and gi.require_version("Ctl", "1.0").
INTROSPECTION := .build/introspection
introspection:
	swift build -c $(CONFIG) --product GtkControlsC
	$(eval BIN := $(shell swift build -c $(CONFIG) --show-bin-path))
	mkdir -p $(INTROSPECTION)
	cc -o $(INTROSPECTION)/property-docs scripts/property-docs.c -ISources/GtkControlsC $(shell pkg-config --cflags --libs gtk4) \
	  -L$(BIN) -lGtkControlsC -Wl,-rpath,$(BIN)
	$(INTROSPECTION)/property-docs > $(INTROSPECTION)/property-docs.gen.c
	cd $(INTROSPECTION) && g-ir-scanner --quiet --warn-all --namespace=Ctl --nsversion=1.0 \
	  --identifier-prefix=Ctl --symbol-prefix=ctl --include=Gtk-4.0 \
	  --library=GtkControlsC --library-path=$(BIN) \
	  $(filter -I% -D%,$(shell pkg-config --cflags gtk4)) \
	  $(CURDIR)/Sources/GtkControlsC/gtkcontrols.h property-docs.gen.c --output Ctl-1.0.gir
	g-ir-compiler $(INTROSPECTION)/Ctl-1.0.gir --output $(INTROSPECTION)/Ctl-1.0.typelib

# API documentation with DocC: one archive for ControlCore and GtkControls, which link to each
# other, written to .build/docs/GtkControls.doccarchive (open its index.html through any static
# web server, or run `swift package --disable-sandbox preview-documentation --target GtkControls`).
# Fails on any documentation warning; SwiftPM's "prohibited flag(s)" line, from gtk4's
# pkg-config, is no warning about the docs.
DOCS := .build/docs
docs:
	mkdir -p $(DOCS)
	swift package --allow-writing-to-directory $(DOCS) generate-documentation \
	  --target ControlCore --target GtkControls --enable-experimental-combined-documentation \
	  --warnings-as-errors --output-path $(DOCS)/GtkControls.doccarchive > $(DOCS)/build.log 2>&1 \
	  || { cat $(DOCS)/build.log; exit 1; }
	@! grep -v 'prohibited flag' $(DOCS)/build.log | grep -E -A6 'warning:|error:'
	@echo "docs: $(DOCS)/GtkControls.doccarchive, no warnings"

# The gallery: every control in every state that matters, in each theme and right to left,
# written to docs/gallery/ and, per control, to its DocC page's pictures (scripts/gallery.sh).
gallery:
	scripts/gallery.sh

# The golden-image test's references for this system's GTK (Tests/Fixtures/golden/gtk-4.MINOR/),
# after a change of look that is meant; for GTK 4.18: scripts/debian13.sh make update-golden.
update-golden:
	scripts/gallery.sh --update-golden
