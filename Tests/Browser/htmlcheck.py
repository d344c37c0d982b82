#!/usr/bin/env python3
"""Reads an HTML document on standard input with Python's html.parser (a real HTML
tokenizer, not a substring search) and prints what the tests check, as JSON.

    htmlcheck.py elements   every element: [tag, [[attribute, value], ...]], and the text
    htmlcheck.py diagrams   every <svg class="sequence">: its own <title>, how many elements
                            inside it have class "arrow" and how many class "warning", and the
                            text of each step's call (the lines of its <text class="call">); a
                            <use href="#ID"> counts what the element ID holds (a shape the page
                            draws once, in <defs>), as the browser draws it there
    htmlcheck.py rows       the number of <tr> in each <tbody>
    htmlcheck.py same       every cell drawn as another: the title of its diagram (the text of
                            <span class="same-title">) and that of the diagram drawn for it
                            (the text of the <a class="same-diagram"> after it)
"""
import json
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.elements = []
        self.text = []
        self.diagrams = []
        self.rows = []
        self.same = []
        self.open = []  # the open elements, outermost first: (tag, classes)
        self.shapes = {}  # id: the diagram entries of an element with an id in <defs>
        self.shape = None  # the id of the shape being read

    def inside(self, tag):
        return any(name == tag for name, _ in self.open)

    def handle_starttag(self, tag, attrs):
        self.elements.append([tag, [[name, value] for name, value in attrs]])
        classes = (dict(attrs).get("class") or "").split()
        attributes = dict(attrs)
        if tag == "svg" and "sequence" in classes:
            self.diagrams.append({"title": "", "entries": []})
            self.shape = None
        elif self.inside("defs") and attributes.get("id") and self.shape is None:
            self.shape = attributes["id"]
            self.shapes[self.shape] = []
            self.shape_depth = len(self.open)
        elif self.inside("svg") and self.entries() is not None:
            entries = self.entries()
            if "arrow" in classes:
                entries.append(["arrow"])
            if "warning" in classes:
                entries.append(["warning"])
            if tag == "text" and "call" in classes:
                entries.append(["call", []])
            if tag == "use" and (attributes.get("href") or "").startswith("#"):
                entries.append(["use", attributes["href"][1:]])
        if tag == "span" and "same-title" in classes:
            self.same.append({"title": "", "drawn_as": ""})
        if tag == "tbody":
            self.rows.append(0)
        elif tag == "tr" and self.inside("tbody"):
            self.rows[-1] += 1
        if tag not in VOID:
            self.open.append((tag, classes))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def entries(self):
        """Where the element being read goes: the shape being read, or the last diagram."""
        if self.shape is not None:
            return self.shapes[self.shape]
        return self.diagrams[-1]["entries"] if self.diagrams and self.inside("svg") and not self.inside("defs") else None

    def handle_endtag(self, tag):
        for index in range(len(self.open) - 1, -1, -1):
            if self.open[index][0] == tag:
                del self.open[index:]
                break
        if self.shape is not None and len(self.open) < self.shape_depth + 1:
            self.shape = None

    def handle_data(self, data):
        self.text.append(data)
        # The svg's own title: a <title> whose parent is the <svg>.
        if len(self.open) >= 2 and self.open[-1][0] == "title" and self.open[-2][0] == "svg" and self.diagrams:
            self.diagrams[-1]["title"] += data
        if self.same and any(tag == "span" and "same-title" in classes for tag, classes in self.open):
            self.same[-1]["title"] += data
        if self.same and any(tag == "a" and "same-diagram" in classes for tag, classes in self.open):
            self.same[-1]["drawn_as"] += data
        if any(tag == "text" and "call" in classes for tag, classes in self.open) and self.entries() is not None:
            self.entries()[-1][1].append(data)

    def resolved(self, entries, seen=()):
        """The entries with every <use> replaced by those of the shape it names."""
        for entry in entries:
            if entry[0] == "use" and entry[1] in self.shapes and entry[1] not in seen:
                yield from self.resolved(self.shapes[entry[1]], seen + (entry[1],))
            elif entry[0] != "use":
                yield entry

    def diagram_summaries(self):
        for diagram in self.diagrams:
            entries = list(self.resolved(diagram["entries"]))
            yield {"title": diagram["title"],
                   "arrows": sum(entry[0] == "arrow" for entry in entries),
                   "warnings": sum(entry[0] == "warning" for entry in entries),
                   "calls": [" ".join(entry[1]) for entry in entries if entry[0] == "call"]}


def main():
    collector = Collector()
    collector.feed(sys.stdin.read())
    collector.close()
    command = sys.argv[1] if len(sys.argv) > 1 else "elements"
    if command == "elements":
        result = {"elements": collector.elements, "text": "".join(collector.text)}
    elif command == "diagrams":
        result = list(collector.diagram_summaries())
    elif command == "rows":
        result = collector.rows
    elif command == "same":
        result = collector.same
    else:
        sys.exit(f"htmlcheck.py: unknown command {command!r}")
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
