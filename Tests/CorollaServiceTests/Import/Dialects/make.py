"""Writes the dialect fixtures as the programs people use save them, with Python's csv module
(Excel's dialects) and codecs: run `python3 make.py` in this folder to make them again."""
import csv
import io

ROWS = [
    ["Peace lily", "Foliage", "7,0", "30.11.2025", "Keep moist; mist in summer"],
    ["Aloe vera", "Succulent", "14", "29.11.2025", ""],
    ["Maidenhair fern", "Fern", "2", "28.11.2025", "Never let it dry out"],
]
HEADER = ["Name", "Kind", "Water every (days)", "Last watered", "Notes"]


def table(delimiter, rows, header=HEADER, total=None):
    out = io.StringIO()
    writer = csv.writer(out, dialect="excel", delimiter=delimiter)
    writer.writerow(header)
    writer.writerows(rows)
    if total:
        writer.writerow(total)
    return out.getvalue()


# Excel's "CSV" where the decimal separator is a comma: semicolons, decimal commas, dotted dates,
# a totals row under the data, CRLF.
with open("european.csv", "w", encoding="utf-8", newline="") as f:
    f.write(table(";", ROWS, total=["Summe", "", "23", "", ""]))

# The same saved in the Windows code page of Western Europe, with characters only it has as one byte.
WESTERN = [["Café palm", "Palme – Zimmer", "7", "30.11.2025", "Prix : 12 €"]]
with open("windows-1252.csv", "w", encoding="cp1252", newline="") as f:
    f.write(table(";", WESTERN))

# Excel's "CSV UTF-8": a byte order mark, commas.
with open("utf8-bom.csv", "w", encoding="utf-8-sig", newline="") as f:
    f.write(table(",", [["Café palm", "Palm", "7", "2025-11-30", "Bright, indirect light"]]))

# Excel's "Unicode Text": UTF-16 little-endian with a byte order mark, tabs, CRLF, a .txt name.
with open("excel-unicode.txt", "w", encoding="utf-16", newline="") as f:
    f.write(table("\t", [["Monstera 🌿", "Foliage", "7", "2025-11-20", "Wipe\tthe leaves"], ["Fern", "Fern", "2", "", ""]]))
