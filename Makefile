# Builds and installs ControlsDemo with its data, the sample plugin and desktop files.
#   make install PREFIX=/usr/local [DESTDIR=…] [CONFIG=release|debug]
# The binary finds its data in $(PREFIX)/share/gtkcontrols (beside its bin/) and external
# plugins in $(PREFIX)/lib/controls-demo/plugins.

PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
APP_ID := io.github.gtkcontrols.ControlsDemo
ROOT := $(DESTDIR)$(PREFIX)

.PHONY: build install uninstall

build:
	swift build -c $(CONFIG) --product ControlsDemo
	swift build -c $(CONFIG) --product ColorPickerPlugin

install: build
	$(eval BIN := $(shell swift build -c $(CONFIG) --show-bin-path))
	install -Dm755 $(BIN)/ControlsDemo $(ROOT)/bin/ControlsDemo
	mkdir -p $(ROOT)/share/gtkcontrols
	cp -r Resources/css Resources/data Resources/icons Resources/ui $(ROOT)/share/gtkcontrols/
	install -Dm644 Resources/desktop/$(APP_ID).desktop $(ROOT)/share/applications/$(APP_ID).desktop
	install -Dm644 Resources/desktop/$(APP_ID).metainfo.xml $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm755 $(BIN)/libColorPickerPlugin.so $(ROOT)/lib/controls-demo/plugins/libColorPickerPlugin.so
	install -Dm644 Resources/plugins/ColorPickerPlugin.plugin $(ROOT)/lib/controls-demo/plugins/ColorPickerPlugin.plugin

uninstall:
	rm -f $(ROOT)/bin/ControlsDemo $(ROOT)/share/applications/$(APP_ID).desktop $(ROOT)/share/metainfo/$(APP_ID).metainfo.xml
	rm -f $(ROOT)/share/icons/hicolor/scalable/apps/$(APP_ID).svg $(ROOT)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	rm -rf $(ROOT)/share/gtkcontrols $(ROOT)/lib/controls-demo
