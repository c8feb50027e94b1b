"""Which renderer GTK really draws the demo with. GTK falls back to cairo without a word
when GL fails, even under GSK_RENDERER=gl, and Debian's GTK prints no renderer debugging,
so these read it from GTK itself: the inspector (GTK_DEBUG=interactive) names, on its
General page, the renderer GTK makes for a window of the demo's process, and
/proc/PID/maps shows whether Mesa's GL driver was loaded into it."""
import os

from demo import DemoTestCase, not_yet_on_newer_gtk, wait_for


class RendererTest(DemoTestCase):
    environment = {"GTK_DEBUG": "interactive"}

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
        with open(f"/proc/{self.process.pid}/maps") as maps:
            return sorted({os.path.basename(line.split()[-1]) for line in maps if line.rstrip().endswith("_dri.so")})

    @not_yet_on_newer_gtk("GTK 4.18's inspector (GTK_DEBUG=interactive) is listed on the AT-SPI bus as an unnamed frame "
                          "whose children cannot be read; the renderer is to be read another way")
    def test_the_demo_draws_with_the_renderer_asked_for(self):
        expected = "Cairo" if os.environ.get("GSK_RENDERER") == "cairo" else "GL"
        renderer = wait_for(lambda: self.inspector_value("GSK Renderer"), message="the inspector's GSK Renderer row")
        backend = self.inspector_value("GDK Backend")
        drivers = self.mesa_drivers()
        print(f"\n  {backend}, GSK renderer {renderer}, Mesa drivers loaded: {', '.join(drivers) or 'none'}", end=" ", flush=True)
        self.assertEqual(renderer, expected, f"GSK_RENDERER={os.environ.get('GSK_RENDERER')} yet GTK chose {renderer}")
        if expected == "GL":
            self.assertNotEqual(drivers, [], "GL without a Mesa driver in the process")
