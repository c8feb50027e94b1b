# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Which renderer GTK really draws the demo with. GTK falls back to cairo without a word
when GL fails, even under GSK_RENDERER=gl, so these read it from GTK itself. GTK 4.18 says
which renderer it makes for each window under GSK_DEBUG=renderer ("Using renderer
'GskGLRenderer' for surface 'GdkX11Toplevel'"); Debian 12's GTK 4.8 prints no renderer
debugging, and there the inspector (GTK_DEBUG=interactive) names the renderer on its General
page. /proc/PID/maps shows whether Mesa's GL driver was loaded into the process."""
import os
import re

from demo import DemoTestCase, wait_for

# The inspector's names for GTK's renderer types.
RENDERER_NAMES = {"GskCairoRenderer": "Cairo", "GskGLRenderer": "GL", "GskNglRenderer": "GL", "GskVulkanRenderer": "Vulkan"}


class RendererTest(DemoTestCase):
    environment = {"GSK_DEBUG": "renderer", "GTK_DEBUG": "interactive"}

    def logged_renderers(self):
        """The renderers GTK said it made for the demo's windows, by the inspector's names."""
        with open(self.stderr_path) as log:
            return {RENDERER_NAMES.get(name, name) for name in re.findall(r"Using renderer '(\w+)'", log.read())}

    def inspector_value(self, name):
        """The value beside `name` on the inspector's General page, once it is filled in."""
        inspector = self.top_level("GtkInspectorWindow", "frame")
        title = inspector and self.find(inspector, "label", name, visible_only=False)
        if not title:
            return None
        row = title.parent
        values = [row.getChildAtIndex(i).name for i in range(row.childCount)]
        return next((value for value in values if value and value != name), None)

    def mesa_drivers(self):
        """Mesa's drivers in the process: a *_dri.so before Mesa 24.2, libgallium after."""
        with open(f"/proc/{self.process.pid}/maps") as maps:
            paths = {line.split()[-1] for line in maps if line.rstrip().endswith(".so") or ".so." in line}
        return sorted({os.path.basename(path) for path in paths
                       if path.endswith("_dri.so") or os.path.basename(path).startswith("libgallium")})

    def test_the_demo_draws_with_the_renderer_asked_for(self):
        expected = "Cairo" if os.environ.get("GSK_RENDERER") == "cairo" else "GL"
        logged = self.logged_renderers()
        if logged:
            self.assertEqual(logged, {expected}, f"GSK_RENDERER={os.environ.get('GSK_RENDERER')} yet GTK said {logged}")
            renderer, backend = expected, "as GTK logged it"
        else:
            renderer = wait_for(lambda: self.inspector_value("GSK Renderer"), message="the inspector's GSK Renderer row")
            backend = self.inspector_value("GDK Backend")
        drivers = self.mesa_drivers()
        print(f"\n  {backend}, GSK renderer {renderer}, Mesa drivers loaded: {', '.join(drivers) or 'none'}", end=" ", flush=True)
        self.assertEqual(renderer, expected, f"GSK_RENDERER={os.environ.get('GSK_RENDERER')} yet GTK chose {renderer}")
        if expected == "GL":
            self.assertNotEqual(drivers, [], "GL without a Mesa driver in the process")
