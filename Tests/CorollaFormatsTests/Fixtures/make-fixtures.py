#!/usr/bin/python3
"""Makes the .xlsx and .ods import fixtures as Excel and LibreOffice write them, with openpyxl and
odfpy (Debian's python3-openpyxl and python3-odf) as their stand-ins; inline.xlsx is written by
hand, as streaming writers write a sheet (inline strings, cells without references).

    Tests/CorollaFormatsTests/Fixtures/make-fixtures.py            # the fixtures, next to this script
    Tests/CorollaFormatsTests/Fixtures/make-fixtures.py --large N OUT.xlsx   # N rows, streamed

The files are committed; run it again after changing it, and commit what it writes.
"""
import datetime
import os
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))


def fixed_times(path):
    """Rewrites the archive at `path` with fixed entry times, so that a run makes the same bytes."""
    with zipfile.ZipFile(path) as source:
        entries = [(info.filename, source.read(info.filename)) for info in source.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for name, data in entries:
            target.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)


def as_excel_saves(path, rich, values):
    """Rewrites the workbook at `path` as Excel saves one: its inline strings moved into a shared
    strings table (`rich` gives some as rich-text runs, and a phonetic run that is not text),
    and the values `values` maps written as Excel writes them (`0.30000000000000004`, `7.0`)."""
    import re
    from xml.sax.saxutils import escape
    with zipfile.ZipFile(path) as source:
        entries = {info.filename: source.read(info.filename).decode() for info in source.infolist()}
    strings = []

    def share(match):
        text = match.group(2)
        if text not in strings:
            strings.append(text)
        return f'<c r="{match.group(1)}" t="s"><v>{strings.index(text)}</v></c>'
    for name in [name for name in entries if name.startswith("xl/worksheets/")]:
        sheet = re.sub(r'<c r="([A-Z]+[0-9]+)" t="inlineStr"><is><t>([^<]*)</t></is></c>', share, entries[name])
        for old, new in values.items():
            sheet = sheet.replace(old, new)
        entries[name] = sheet
    items = "".join(rich.get(text, f"<si><t>{text}</t></si>") for text in strings)
    entries["xl/sharedStrings.xml"] = (
        f'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="{MAIN}" count="{len(strings)}" uniqueCount="{len(strings)}">{items}</sst>')
    entries["xl/_rels/workbook.xml.rels"] = entries["xl/_rels/workbook.xml.rels"].replace(
        "</Relationships>", f'<Relationship Type="{RELS}/sharedStrings" Target="sharedStrings.xml" Id="rId9"/></Relationships>')
    entries["[Content_Types].xml"] = entries["[Content_Types].xml"].replace(
        "</Types>", '<Override PartName="/xl/sharedStrings.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for name, text in entries.items():
            target.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), text.encode(), zipfile.ZIP_DEFLATED)


def xlsx_fixtures():
    import openpyxl
    from openpyxl.utils.datetime import CALENDAR_MAC_1904

    # plants.xlsx: numbers, dates in a custom and a built-in format, booleans, a missing cell, an
    # empty row, a totals row; a second sheet for --sheet.
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Plants"
    sheet.append(["name", "kind", "water_every_days", "last_watered", "favorite", "notes"])
    sheet.append(["Peace lily", "Foliage", 7.0, datetime.date(2026, 11, 30), True, "Bright, indirect light"])
    sheet["D2"].number_format = "dd/mm/yyyy"
    sheet.append(["Fern", None, 3, datetime.date(2026, 11, 2), False, "Mist daily"])
    sheet["D3"].number_format = "mm-dd-yy"  # built-in format 14
    sheet.append([])
    sheet.append(["Cactus", "Succulent", 30, None, None, 0.1 + 0.2])
    sheet.append(["Total", None, 40])
    archive = book.create_sheet("Archive")
    archive.append(["name", "kind"])
    archive.append(["Orchid", "Flowering"])
    book.save(os.path.join(HERE, "plants.xlsx"))
    as_excel_saves(
        os.path.join(HERE, "plants.xlsx"),
        rich={"Bright, indirect light": '<si><r><t xml:space="preserve">Bright, </t></r><r><rPr><b/></rPr><t>indirect</t></r>'
              '<r><t xml:space="preserve"> light</t></r><rPh sb="0" eb="1"><t>ブライト</t></rPh></si>'},
        values={'<c r="C2" t="n"><v>7</v></c>': '<c r="C2" t="n"><v>7.0</v></c>',
                '<c r="F5" t="n"><v>0.3</v></c>': '<c r="F5" t="n"><v>0.30000000000000004</v></c>'})

    # dates1904.xlsx: the 1904 date system (Excel for Mac before 2011).
    book = openpyxl.Workbook()
    book.epoch = CALENDAR_MAC_1904
    sheet = book.active
    sheet.title = "Mac"
    sheet.append(["name", "last_watered"])
    sheet.append(["Fern", datetime.date(2026, 11, 30)])
    sheet["B2"].number_format = "yyyy-mm-dd"
    book.save(os.path.join(HERE, "dates1904.xlsx"))

    # problems.xlsx: an error cell, a word for a number, a value under no header.
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Plants"
    sheet.append(["name", "water_every_days"])
    sheet.append(["Fern", "#N/A"])
    sheet.append(["Palm", "lots"])
    sheet.append(["Moss", 7, None, "stray"])
    sheet.append(["Ivy", "often"])
    book.save(os.path.join(HERE, "problems.xlsx"))

    # dayfirst.xlsx: dates written as text, day first (one decides), and a totals row.
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Plants"
    sheet.append(["Plant Name", "Last Watered", "Water Every (days)"])
    sheet.append(["Fern", "03/11/2026", 7])
    sheet.append(["Palm", "25/11/2026", 10])
    sheet.append(["Total", None, 17])
    book.save(os.path.join(HERE, "dayfirst.xlsx"))
    for name in ["dates1904.xlsx", "problems.xlsx", "dayfirst.xlsx"]:
        fixed_times(os.path.join(HERE, name))


def hidden_fixture():
    # hidden.xlsx: the first sheet in workbook order is hidden; the first tab shown is "Plants".
    import openpyxl
    book = openpyxl.Workbook()
    notes = book.active
    notes.title = "Notes"
    notes.append(["Not a plant list"])
    notes.sheet_state = "hidden"
    sheet = book.create_sheet("Plants")
    sheet.append(["name"])
    sheet.append(["Fern"])
    path = os.path.join(HERE, "hidden.xlsx")
    book.save(path)
    fixed_times(path)


MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PACKAGE_RELS = "http://schemas.openxmlformats.org/package/2006/relationships"


def write_xlsx(path, rows_xml):
    """An .xlsx of one sheet "Sheet1" whose <sheetData> is what `rows_xml` yields, streamed into the archive."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as book:
        def put(name, text):
            book.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), text, zipfile.ZIP_DEFLATED)
        put("[Content_Types].xml",
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/></Types>')
        put("_rels/.rels",
            f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PACKAGE_RELS}">'
            f'<Relationship Id="rId1" Type="{RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>')
        put("xl/workbook.xml",
            f'<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="{MAIN}" xmlns:r="{RELS}">'
            '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>')
        put("xl/_rels/workbook.xml.rels",
            f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{PACKAGE_RELS}">'
            f'<Relationship Id="rId1" Type="{RELS}/worksheet" Target="/xl/worksheets/sheet1.xml"/></Relationships>')
        info = zipfile.ZipInfo("xl/worksheets/sheet1.xml", date_time=(2026, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        with book.open(info, "w", force_zip64=True) as sheet:
            sheet.write(f'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="{MAIN}"><sheetData>'.encode())
            for row in rows_xml:
                sheet.write(row.encode())
            sheet.write(b"</sheetData></worksheet>")


def inline_fixture():
    # Inline strings (rich-text runs too), formula strings, booleans, ISO dates, rows and cells
    # without references (each follows the one before), a cell reference with a gap.
    write_xlsx(os.path.join(HERE, "inline.xlsx"), [
        '<row><c t="inlineStr"><is><t>name</t></is></c><c t="inlineStr"><is><t>notes</t></is></c>'
        '<c t="inlineStr"><is><t>favorite</t></is></c><c t="inlineStr"><is><t>last_watered</t></is></c></row>',
        '<row><c t="inlineStr"><is><r><t>Rubber</t></r><r><rPr><b/></rPr><t xml:space="preserve"> plant</t></r></is></c>'
        '<c t="str"><f>"Dust"&amp;" leaves"</f><v>Dust leaves</v></c><c t="b"><v>1</v></c><c t="d"><v>2026-11-30T00:00:00</v></c></row>',
        '<row r="5"><c r="A5" t="inlineStr"><is><t>Snake plant</t></is></c><c r="D5" t="d"><v>2026-10-01</v></c></row>',
    ])


def large(rows, path):
    notes = "Water when the top inch is dry; mist on hot days. " * 14
    header = ('<row r="1"><c r="A1" t="inlineStr"><is><t>key</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c>'
              '<c r="C1" t="inlineStr"><is><t>notes</t></is></c><c r="D1" t="inlineStr"><is><t>water_every_days</t></is></c></row>')

    def rows_xml():
        yield header
        for index in range(rows):
            number = index + 2
            yield (f'<row r="{number}"><c r="A{number}" t="inlineStr"><is><t>p{index}</t></is></c>'
                   f'<c r="B{number}" t="inlineStr"><is><t>Plant {index}</t></is></c>'
                   f'<c r="C{number}" t="inlineStr"><is><t>{notes}</t></is></c><c r="D{number}"><v>{index % 30 + 1}</v></c></row>')
    write_xlsx(path, rows_xml())


def ods_fixtures():
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableRow, TableCell
    from odf.text import P, S, Span

    def text_cell(*paragraphs, repeated=None):
        cell = TableCell(valuetype="string") if repeated is None else TableCell(valuetype="string", numbercolumnsrepeated=repeated)
        for paragraph in paragraphs:
            cell.addElement(paragraph)
        return cell

    def p(text):
        paragraph = P()
        paragraph.addText(text)
        return paragraph

    document = OpenDocumentSpreadsheet()
    table = Table(name="Plants")
    header = TableRow()
    for name in ["name", "notes", "water_every_days", "last_watered", "favorite", "kind", "position"]:
        header.addElement(text_cell(p(name)))
    table.addElement(header)

    # Two paragraphs, a run of spaces (text:s), a span; a float written 7.0; a date; a boolean;
    # two empty cells written as one repeated cell.
    row = TableRow()
    notes = P()
    notes.addText("Bright,")
    notes.addElement(S(c=3))
    span = Span()
    span.addText("indirect")
    notes.addElement(span)
    row.addElement(text_cell(p("Peace lily")))
    row.addElement(text_cell(notes, p("light")))
    row.addElement(TableCell(valuetype="float", value="7.0"))
    row.addElement(TableCell(valuetype="date", datevalue="2026-11-30T00:00:00"))
    row.addElement(TableCell(valuetype="boolean", booleanvalue="true"))
    row.addElement(TableCell(numbercolumnsrepeated=2))
    table.addElement(row)

    # An empty row, then a row written twice (number-rows-repeated), then what LibreOffice leaves
    # under the data: a million empty rows of a thousand empty cells, written once.
    table.addElement(TableRow())
    twice = TableRow(numberrowsrepeated=2)
    twice.addElement(text_cell(p("Fern")))
    twice.addElement(TableCell(valuetype="percentage", value="0.25"))
    table.addElement(twice)
    tail = TableRow(numberrowsrepeated=1048570)
    tail.addElement(TableCell(numbercolumnsrepeated=1024))
    table.addElement(tail)
    document.spreadsheet.addElement(table)

    archive = Table(name="Archive")
    archive_header = TableRow()
    archive_header.addElement(text_cell(p("name")))
    archive.addElement(archive_header)
    archive_row = TableRow()
    archive_row.addElement(text_cell(p("Orchid")))
    archive.addElement(archive_row)
    document.spreadsheet.addElement(archive)
    path = os.path.join(HERE, "plants.ods")
    document.save(path)
    fixed_times(path)


def repeated_fixture():
    # repeated.ods: a row with a value written once for 5,000 rows.
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableRow, TableCell
    from odf.text import P
    document = OpenDocumentSpreadsheet()
    table = Table(name="Plants")
    for name, repeat in [("name", 1), ("Fern", 5000)]:
        row = TableRow(numberrowsrepeated=repeat) if repeat > 1 else TableRow()
        cell = TableCell(valuetype="string")
        paragraph = P()
        paragraph.addText(name)
        cell.addElement(paragraph)
        row.addElement(cell)
        table.addElement(row)
    document.spreadsheet.addElement(table)
    path = os.path.join(HERE, "repeated.ods")
    document.save(path)
    fixed_times(path)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--large":
        large(int(sys.argv[2]), sys.argv[3])
    else:
        xlsx_fixtures()
        hidden_fixture()
        inline_fixture()
        ods_fixtures()
        repeated_fixture()
