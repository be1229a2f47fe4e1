"""The extension's own words (menu, dialogs, messages) in Calc's language.

They are the ext-* and level-* messages of the program's Fluent
catalogues (crates/i18n/locales), exported when the extension is built
(scripts/build-oxt.sh runs `sheetdoku extension-words`) into words.json
beside this file: one source for the program and the extension. These
messages take no variables; the lines with numbers or names in them (the
check verdict, the marks' summary) come from the command's --json fields,
filled in by Fluent there. A language not shipped gets English.
"""

import json
import os

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "words.json")
_LOADED = {}


def _all():
    if "all" not in _LOADED:
        with open(PATH, encoding="utf-8") as f:
            _LOADED["all"] = json.load(f)
    return _LOADED["all"]


def languages():
    """The codes of the languages shipped ("en", "sk", ...)."""
    return tuple(_all())


class Words:
    """The messages of one language: `words("ext-menu-solve")`."""

    def __init__(self, lang=None):
        every = _all()
        self.lang = lang if lang in every else "en"
        self._own = every[self.lang]
        self._english = every["en"]

    def __call__(self, message_id):
        text = self._own.get(message_id, self._english.get(message_id))
        if text is None:
            raise KeyError("%s is not a message of the extension (words.json)" % message_id)
        return text
