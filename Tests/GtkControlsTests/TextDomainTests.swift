// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Glibc
@testable import GtkControls
import XCTest

/// TextDomain: the placeholders a translation may reorder, which catalogues a domain is bound
/// to, and the library's own catalogues found in the build tree. Needs no display.
/// `@unchecked Sendable`: XCTest runs every test on the main thread.
final class TextDomainTests: XCTestCase, @unchecked Sendable {
    func testPlaceholdersTakeTheArgumentsInTurnOrByPosition() {
        XCTAssertEqual(TextDomain.format("Delete %s", ["Porridge"]), "Delete Porridge")
        XCTAssertEqual(TextDomain.format("%d of %d cards left", [51, 52]), "51 of 52 cards left")
        XCTAssertEqual(TextDomain.format("%2$s, %1$s", ["Juneau", "Alaska"]), "Alaska, Juneau")
        XCTAssertEqual(TextDomain.format("%1$d %% – %1$d", [35]), "35 % – 35")
        XCTAssertEqual(TextDomain.format("بقيت بطاقة واحدة من أصل %1$d", [52, 1]), "بقيت بطاقة واحدة من أصل 52")
    }

    func testWhatIsNoPlaceholderStaysAsItIs() {
        XCTAssertEqual(TextDomain.format("Turn up by 5 %", []), "Turn up by 5 %")
        XCTAssertEqual(TextDomain.format("50% off, %x", ["unused"]), "50% off, %x")
        XCTAssertEqual(TextDomain.format("%s and %s", ["one"]), "one and %s")
        XCTAssertEqual(TextDomain.format("%3$s", ["one"]), "%3$s")
        XCTAssertEqual(TextDomain.format("%", []), "%")
    }

    func testADomainIsBoundToTheFirstFolderWithACatalogueInTheUsersLanguage() throws {
        let scratch = String(cString: g_dir_make_tmp("text-domain-XXXXXX", nil))
        defer { Languages.removeTree(scratch) }
        let (first, second) = (scratch + "/first", scratch + "/second")
        let name = "gtkcontrols-probe"
        try compileCatalogue(in: second, language: "de", domain: name, ["Hello": "Hallo"])
        Languages.with("de") {
            let domain = TextDomain(name, localeDirectories: [first, second])
            XCTAssertEqual(String(cString: bindtextdomain(name, nil)), second, "the first folder has no catalogue of it")
            XCTAssertEqual(domain("Hello"), "Hallo")
            XCTAssertEqual(domain("Goodbye"), "Goodbye", "a message without a translation is itself")
        }
        try compileCatalogue(in: first, language: "de", domain: name, ["Hello": "Servus"])
        Languages.with("de") {
            _ = TextDomain(name, localeDirectories: [first, second])
            XCTAssertEqual(String(cString: bindtextdomain(name, nil)), first, "both have one: the first wins")
        }
        Languages.with("fr") {
            _ = TextDomain(name, localeDirectories: [scratch + "/none", second, first])
            XCTAssertEqual(String(cString: bindtextdomain(name, nil)), second, "neither has French: the first with any catalogue")
        }
    }

    /// The library's words, from the catalogues the build compiled: a program run from the
    /// build reads them in the user's language, with the plural forms of that language.
    func testTheLibrarysCataloguesAreFoundInTheBuildTree() {
        // XCTest runs the test on the main thread.
        MainActor.assumeIsolated {
            Languages.with("de") {
                XCTAssertEqual(tr("Decrease"), "Verringern")
                XCTAssertEqual(Accessibility.percent(0.35), "35 Prozent")
                XCTAssertEqual(tr("Delete %s", "Porridge"), "Porridge löschen")
            }
            Languages.with("ar") {
                XCTAssertEqual(tr("Decrease"), "أنقِص")
                XCTAssertEqual(Accessibility.name(tr("Stepper"), value: "3"), "عدّاد الخطوات 3")
            }
            XCTAssertEqual(tr("Decrease"), "Decrease", "English again once the language is")
        }
    }

    /// Writes `messages` as `FOLDER/LANGUAGE/LC_MESSAGES/DOMAIN.mo` with msgfmt.
    private func compileCatalogue(in folder: String, language: String, domain: String, _ messages: [String: String]) throws {
        let catalogue = "\(folder)/\(language)/LC_MESSAGES"
        g_mkdir_with_parents(catalogue, 0o700)
        let po = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
            + messages.map { "msgid \"\($0.key)\"\nmsgstr \"\($0.value)\"\n" }.joined(separator: "\n")
        XCTAssertNotEqual(g_file_set_contents("\(folder)/\(language).po", po, -1, nil), 0)
        var status: Int32 = 0
        let command = "msgfmt -o \(catalogue)/\(domain).mo \(folder)/\(language).po"
        XCTAssertNotEqual(g_spawn_command_line_sync(command, nil, nil, &status, nil), 0, command)
        XCTAssertEqual(status, 0, command)
    }

    override class func tearDown() {
        Languages.removeCompiledLocales()
        super.tearDown()
    }
}
