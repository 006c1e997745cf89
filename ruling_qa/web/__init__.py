"""The judge's web reference: HTML pages served beside the JSON API, rendered on the server.

    ruling-qa serve            # then open http://127.0.0.1:8000/

Pages (none of them needs JavaScript; nothing is loaded from outside the server):
    /                      one search box: a card name, a rule number, a glossary term or a question
    /go?q=                 where that search box goes (a rule, a card, a term, an answer or results)
    /r                     the table of contents;  /r/702.19  a rule with an anchor per subrule
    /h/702.19b             a rule's history across the CR editions in the corpus
    /diff?old=&new=        what changed between two editions (moves reported as moves)
    /g                     the glossary;  /g/Mana%20Ability  one entry
    /c/Spellskite          a card: Oracle text, parsed abilities, rulings
    /q?q=                  the answer to a question;  /s?q=&page=  search results
    /cards/autocomplete?q= card names for what is being typed (JSON, used by the home page)
    /docs, /redoc          the API's documentation, served from local files

`mount_web(app, qa)` adds them to the FastAPI app of `ruling_qa.server`. Bad input gets an error
page with the closest names or numbers, never a traceback.
"""
from __future__ import annotations

from .pages import mount_web

__all__ = ["mount_web"]
