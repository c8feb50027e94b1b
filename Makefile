# Builds and installs ControlsDemo with its data, the sample plugins and desktop files.
#   make install PREFIX=/usr/local [DESTDIR=…] [CONFIG=release|debug]
# The binary finds its data in $(PREFIX)/share/controls-demo (beside its bin/) and external
# plugins in $(PREFIX)/lib/controls-demo/plugins; the library's CSS and icons are compiled in.

PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
APP_ID := io.github.gtkcontrols.ControlsDemo
ROOT := $(DESTDIR)$(PREFIX)

.PHONY: build install uninstall introspection docs

build:
	swift build -c $(CONFIG) --product ControlsDemo
	swift build -c $(CONFIG) --product ColorPickerPlugin
	swift build -c $(CONFIG) --product KitchenTimerPlugin

install: build
	$(eval BIN := $(shell swift build -c $(CONFIG) --show-bin-path))
	install -Dm755 $(BIN)/ControlsDemo $(ROOT)/bin/ControlsDemo
	mkdir -p $(ROOT)/share/controls-demo
	cp -r Resources/css Resources/data Resources/ui $(ROOT)/share/controls-demo/
	install -Dm644 Resources/desktop/$(APP_ID).desktop $(ROOT)/share/applications/$(APP_ID).desktop
	install -Dm644 Resources/desktop/$(APP_ID).metainfo.xml $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm755 $(BIN)/libColorPickerPlugin.so $(ROOT)/lib/controls-demo/plugins/libColorPickerPlugin.so
	install -Dm644 Resources/plugins/ColorPickerPlugin.plugin $(ROOT)/lib/controls-demo/plugins/ColorPickerPlugin.plugin
	install -Dm755 $(BIN)/libKitchenTimerPlugin.so $(ROOT)/lib/controls-demo/plugins/libKitchenTimerPlugin.so
	install -Dm644 -t $(ROOT)/lib/controls-demo/plugins Resources/plugins/KitchenTimerPlugin.plugin Resources/plugins/KitchenTimerPlugin.ui

uninstall:
	rm -f $(ROOT)/bin/ControlsDemo $(ROOT)/share/applications/$(APP_ID).desktop $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	rm -f $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	rm -rf $(ROOT)/share/controls-demo $(ROOT)/lib/controls-demo

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
