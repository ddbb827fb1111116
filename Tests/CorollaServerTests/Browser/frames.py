"""How the checks read where the page placed a card or a section header: the numbers the page set,
through CSS Typed OM (Chromium serializes a length to 6 significant digits, 357707.5 as 357708px).
A node sits at the surface's origin and is placed by its transform, whose first function is the
translation to its frame's origin (what it shows besides, a drag or a preview, follows it); its
width and height are its frame's."""

# A JavaScript function of a node: its frame [x, y, width, height].
FRAME_OF = """(n) => { const s = n.attributeStyleMap, t = s.get('transform')[0];
  return [t.x.value, t.y.value, s.get('width').value, s.get('height').value]; }"""


def same_frames(page, query):
    """Whether the cards `page` holds (plant id → frame as FRAME_OF reads it) are those of `query`
    (plant id → frame as the server sent it), each frame within a thousandth of a point: a length
    read back through CSS Typed OM can differ from the JSON number in its last digits."""
    return page.keys() == query.keys() and all(
        len(page[plant]) == len(query[plant]) == 4 and all(abs(a - b) < 1e-3 for a, b in zip(page[plant], query[plant])) for plant in query)
