# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Builds and installs GtkControls the way a GNOME library is installed — the C library
# libgtkcontrols-1.so.0 with its header, pkg-config file, GIR, typelib, Vala bindings and
# translations — and ControlsDemo with its data, the sample plugins and desktop files.
#   make install PREFIX=/usr/local [DESTDIR=…] [CONFIG=release|debug]
#   make install-library …    the library alone; make uninstall removes both
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
BIN := .build/$(CONFIG)

# The version, from the one place it is written (Semantic Versioning). Its major number names
# the library (gtkcontrols-1: the pkg-config name, the header folder, the Vala package) and
# the GIR namespace's version (Ctl-1.0); the soname stays .so.0 while the ABI of that major
# version stays compatible.
VERSION := $(shell sed -n 's/^public let gtkControlsVersion = "\(.*\)"$$/\1/p' Sources/GtkControls/Runtime/Version.swift)
VERSION_PARTS := $(subst ., ,$(VERSION))
MAJOR := $(word 1,$(VERSION_PARTS))
LIBRARY := gtkcontrols-$(MAJOR)
SONAME := lib$(LIBRARY).so.0
LIBRARY_FILE := $(SONAME).$(word 2,$(VERSION_PARTS)).$(word 3,$(VERSION_PARTS))
GIR_NAME := Ctl-$(MAJOR).0
ifneq ($(words $(VERSION_PARTS)),3)
$(error Sources/GtkControls/Runtime/Version.swift gives no MAJOR.MINOR.PATCH version: '$(VERSION)')
endif

.PHONY: build install install-demo install-library uninstall uninstall-demo uninstall-library introspection docs update-po api-listing c-api version dist release gallery update-golden FORCE

build:
	swift build -c $(CONFIG) --product ControlsDemo
	swift build -c $(CONFIG) --product ColorPickerPlugin
	swift build -c $(CONFIG) --product KitchenTimerPlugin

install: install-demo install-library

install-demo: build
	install -Dm755 $(BIN)/ControlsDemo $(ROOT)/bin/ControlsDemo
	mkdir -p $(ROOT)/share/controls-demo
	cp -r Resources/css Resources/data Resources/ui $(ROOT)/share/controls-demo/
	mkdir -p $(ROOT)/share/applications $(ROOT)/share/metainfo $(ROOT)/lib/controls-demo/plugins
	msgfmt --desktop -d po/controls-demo --template Resources/desktop/$(APP_ID).desktop -o $(ROOT)/share/applications/$(APP_ID).desktop
	msgfmt --xml -d po/controls-demo --template Resources/desktop/$(APP_ID).metainfo.xml -o $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	$(call install-translations,controls-demo)
	install -Dm644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm755 $(BIN)/libColorPickerPlugin.so $(ROOT)/lib/controls-demo/plugins/libColorPickerPlugin.so
	install -Dm755 $(BIN)/libKitchenTimerPlugin.so $(ROOT)/lib/controls-demo/plugins/libKitchenTimerPlugin.so
	install -Dm644 -t $(ROOT)/lib/controls-demo/plugins Resources/plugins/KitchenTimerPlugin.ui
	$(foreach plugin,ColorPickerPlugin KitchenTimerPlugin,\
	  msgfmt --desktop --keyword=Name --keyword=Description -d po/controls-demo --template Resources/plugins/$(plugin).plugin \
	    -o $(ROOT)/lib/controls-demo/plugins/$(plugin).plugin &&) true

uninstall: uninstall-demo uninstall-library

uninstall-demo:
	rm -f $(ROOT)/bin/ControlsDemo $(ROOT)/share/applications/$(APP_ID).desktop $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	rm -f $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	rm -rf $(ROOT)/share/controls-demo $(ROOT)/lib/controls-demo
	rm -f $(foreach language,$(call LANGUAGES,controls-demo),$(ROOT)/share/locale/$(language)/LC_MESSAGES/controls-demo.mo)

# Brings the translation templates (po/DOMAIN/DOMAIN.pot) up to date with the sources, and
# merges them into every translation; new and changed messages are then untranslated or
# fuzzy in the .po files, for a translator (the translations test fails until they are done).
update-po:
	$(foreach domain,$(DOMAINS),scripts/extract-messages.sh $(domain) po/$(domain)/$(domain).pot && \
	  $(foreach language,$(call LANGUAGES,$(domain)),\
	    msgmerge --quiet --update --backup=none --previous po/$(domain)/$(language).po po/$(domain)/$(domain).pot &&)) true

# The C library under its installed name (lib$(LIBRARY).so with the soname $(SONAME)), its GObject
# introspection (Ctl-1.0.gir and .typelib) and its Vala bindings ($(LIBRARY).vapi, made by vapigen
# from the GIR), in .build/introspection/CONFIG/ (debug build unless CONFIG says otherwise).
# The properties' docs are the library's own descriptions, which the generated header carries.
# Each step runs only when what it reads changed, so `make install` after it redoes nothing.
# From the build tree: GI_TYPELIB_PATH=LD_LIBRARY_PATH=.build/introspection/CONFIG.
INTROSPECTION := .build/introspection/$(CONFIG)
STAGED_LIBRARY := $(INTROSPECTION)/$(LIBRARY_FILE)
GIR := $(INTROSPECTION)/$(GIR_NAME).gir
VAPI := $(INTROSPECTION)/$(LIBRARY).vapi
VAPI_DEPS := $(INTROSPECTION)/$(LIBRARY).deps
introspection: $(INTROSPECTION)/$(GIR_NAME).typelib $(VAPI) $(VAPI_DEPS)

# SwiftPM decides whether the library is up to date; it leaves the file alone when it is.
$(BIN)/libGtkControlsC.so: FORCE
	swift build -c $(CONFIG) --product GtkControlsC

# SwiftPM's libGtkControlsC.so has no soname: the copy gets the installed one.
$(STAGED_LIBRARY): $(BIN)/libGtkControlsC.so
	mkdir -p $(@D)
	cp $< $@
	patchelf --set-soname $(SONAME) $@
	ln -sf $(LIBRARY_FILE) $(INTROSPECTION)/$(SONAME)
	ln -sf $(SONAME) $(INTROSPECTION)/lib$(LIBRARY).so

$(GIR): $(STAGED_LIBRARY) Sources/GtkControlsC/gtkcontrols.h
	cd $(INTROSPECTION) && g-ir-scanner --quiet --warn-all --namespace=Ctl --nsversion=$(MAJOR).0 \
	  --identifier-prefix=Ctl --symbol-prefix=ctl --include=Gtk-4.0 --pkg=gtk4 --pkg-export=$(LIBRARY) \
	  --c-include=gtkcontrols.h --library=$(LIBRARY) --library-path=$(CURDIR)/$(INTROSPECTION) \
	  $(filter -I% -D%,$(shell pkg-config --cflags gtk4)) \
	  $(CURDIR)/Sources/GtkControlsC/gtkcontrols.h --output $(@F)

$(INTROSPECTION)/$(GIR_NAME).typelib: $(GIR)
	g-ir-compiler $< --output $@

$(VAPI): $(GIR)
	vapigen --quiet --library $(LIBRARY) --pkg gtk4 --directory $(INTROSPECTION) $<

# vapigen writes no .deps: the packages a Vala program needs with this one, those it was given.
$(VAPI_DEPS):
	echo gtk4 > $@

# The library and what builds against it. The installed GIR names the library by its full
# installed path, so GObject introspection loads it from any prefix with only
# GI_TYPELIB_PATH set (the dynamic loader searches /usr/lib, and /usr/local/lib after
# `ldconfig`, but no other prefix). The Swift runtime the library needs is copied beside it
# into lib/$(LIBRARY)/, which its RUNPATH names ($$ORIGIN/$(LIBRARY)): it runs where no
# Swift toolchain is, or one in another place or of another version.
SWIFT_RUNTIME := $(realpath $(dir $(realpath $(shell command -v swift)))../lib/swift/linux)
install-library: introspection
	install -Dm644 $(STAGED_LIBRARY) $(ROOT)/lib/$(LIBRARY_FILE)
	patchelf --set-rpath '$$ORIGIN/$(LIBRARY)' $(ROOT)/lib/$(LIBRARY_FILE)
	ln -sf $(LIBRARY_FILE) $(ROOT)/lib/$(SONAME)
	ln -sf $(SONAME) $(ROOT)/lib/lib$(LIBRARY).so
	install -d $(ROOT)/lib/$(LIBRARY)
	ldd $(STAGED_LIBRARY) | awk -v dir="$(SWIFT_RUNTIME)/" 'index($$3, dir) == 1 { print $$3 }' \
	  | xargs -r install -m644 -t $(ROOT)/lib/$(LIBRARY)
	install -Dm644 Sources/GtkControlsC/gtkcontrols.h $(ROOT)/include/$(LIBRARY)/gtkcontrols.h
	install -d $(ROOT)/lib/pkgconfig
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' -e 's|@LIBRARY@|$(LIBRARY)|g' \
	  Sources/GtkControlsC/gtkcontrols.pc.in > $(ROOT)/lib/pkgconfig/$(LIBRARY).pc
	install -d $(ROOT)/share/gir-1.0 $(ROOT)/lib/girepository-1.0
	sed 's|shared-library="$(SONAME)"|shared-library="$(PREFIX)/lib/$(SONAME)"|' $(GIR) > $(ROOT)/share/gir-1.0/$(GIR_NAME).gir
	g-ir-compiler $(ROOT)/share/gir-1.0/$(GIR_NAME).gir --output $(ROOT)/lib/girepository-1.0/$(GIR_NAME).typelib
	install -Dm644 -t $(ROOT)/share/vala/vapi $(VAPI) $(VAPI_DEPS)
	$(call install-translations,gtkcontrols)

uninstall-library:
	rm -f $(ROOT)/lib/$(LIBRARY_FILE) $(ROOT)/lib/$(SONAME) $(ROOT)/lib/lib$(LIBRARY).so $(ROOT)/lib/pkgconfig/$(LIBRARY).pc
	rm -rf $(ROOT)/lib/$(LIBRARY) $(ROOT)/include/$(LIBRARY)
	rm -f $(ROOT)/share/gir-1.0/$(GIR_NAME).gir $(ROOT)/lib/girepository-1.0/$(GIR_NAME).typelib
	rm -f $(ROOT)/share/vala/vapi/$(LIBRARY).vapi $(ROOT)/share/vala/vapi/$(LIBRARY).deps
	rm -f $(foreach language,$(call LANGUAGES,gtkcontrols),$(ROOT)/share/locale/$(language)/LC_MESSAGES/gtkcontrols.mo)

# install-translations DOMAIN: compiles po/DOMAIN/LL.po into share/locale/LL/LC_MESSAGES/DOMAIN.mo.
install-translations = $(foreach language,$(call LANGUAGES,$(1)),\
	  install -d $(ROOT)/share/locale/$(language)/LC_MESSAGES && \
	  msgfmt --check -o $(ROOT)/share/locale/$(language)/LC_MESSAGES/$(1).mo po/$(1)/$(language).po &&) true

# The public API as text (api/*.txt): Swift declarations of ControlCore, SearchEngine, ControlText and GtkControls, the C
# header and the C library's exports. The test fails when the API changes and these do not:
# run this, and the diff of api/ shows a reviewer what changed.
api-listing:
	swift build --product GtkControlsC
	/usr/bin/python3 scripts/api-listing.py

# The C API's generated parts, from the controls' declarations (their WidgetTypes, listed in
# WidgetTypes.all, and their property keys): gtkcontrols.h, from its template gtkcontrols.h.in, and CAPI+Generated.swift
# in Sources/GtkControlsC/, and the table of controls in docs/widget-types.md. All are checked in; the
# test fails when they differ from what this writes.
c-api:
	swift build --product CAPIGenerator
	.build/debug/CAPIGenerator

# Prints the version (scripts/package-version-test.sh tags a clone with it).
version:
	@echo $(VERSION)

# The release tarball, gtkcontrols-VERSION.tar.xz, of the committed sources (git archive HEAD):
# everything a build needs is committed, the generated C header and CAPI+Generated.swift
# included, and the build makes the rest (the GResource, the translations). Refuses when the
# work tree has uncommitted changes, which the tarball would silently leave out.
# scripts/dist-test.sh builds, tests and installs a tarball unpacked where no .git is.
DIST := gtkcontrols-$(VERSION)
dist:
	@git diff --quiet HEAD || { echo "make dist: the work tree has uncommitted changes; commit them first (the tarball is made from HEAD)" >&2; exit 1; }
	git archive --format=tar --prefix=$(DIST)/ HEAD | xz > $(DIST).tar.xz
	@echo "dist: $(DIST).tar.xz"

# A release: tags HEAD v$(VERSION) (annotated) and makes its tarball. Refuses unless CHANGELOG.md
# has the version's entry (Keep a Changelog: "## [$(VERSION)] - YYYY-MM-DD"), the tag is new and
# nothing is left uncommitted. Push the tag (git push origin v$(VERSION)) and publish the tarball.
release:
	@grep -Eq '^## \[$(subst .,\.,$(VERSION))\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$$' CHANGELOG.md \
	  || { echo "make release: CHANGELOG.md has no entry '## [$(VERSION)] - YYYY-MM-DD' for the version in Sources/GtkControls/Runtime/Version.swift" >&2; exit 1; }
	@! git rev-parse --quiet --verify refs/tags/v$(VERSION) >/dev/null \
	  || { echo "make release: the tag v$(VERSION) exists already; raise the version in Sources/GtkControls/Runtime/Version.swift" >&2; exit 1; }
	@git diff --quiet HEAD || { echo "make release: the work tree has uncommitted changes; commit them first" >&2; exit 1; }
	git tag --annotate --message "GtkControls $(VERSION)" v$(VERSION)
	$(MAKE) --no-print-directory dist

# API documentation with DocC: one archive for ControlCore, SearchEngine, ControlText and GtkControls, which link to each
# other, written to .build/docs/GtkControls.doccarchive (open its index.html through any static
# web server, or run `swift package --disable-sandbox preview-documentation --target GtkControls`).
# Fails on any documentation warning; SwiftPM's "prohibited flag(s)" line, from gtk4's
# pkg-config, is no warning about the docs.
DOCS := .build/docs
docs:
	mkdir -p $(DOCS)
	swift package --allow-writing-to-directory $(DOCS) generate-documentation \
	  --target ControlCore --target SearchEngine --target ControlText --target GtkControls --enable-experimental-combined-documentation \
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
