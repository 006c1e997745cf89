"""Whose permanents does an effect cover? ("Does A affect my opponent's creatures too?", "does my A pump my
opponent's creatures?") An effect covers the objects its words
describe and no others (115.10, 109.4): "creatures you control" are its controller's (110.2), "creatures
your opponents control" and "creatures you don't control" everyone else's, "each creature", "all
creatures" and "a creature" everyone's. "You" is the effect's controller (109.5), so whose permanents
"you control" means turns on who controls the card with the effect.
"""
from __future__ import annotations

import re

from ..models import Card, Verdict
from ..parse.objects import describe
from . import CheckInput, Examine, Reads, check
from .facts import name_list, shown, step

_KINDS = ("creature", "land", "artifact", "enchantment", "planeswalker", "permanent")
_CHOSEN_AFTER = re.compile(r"^(?:tokens? )?(?:target player controls|that player controls|defending player controls|"
                           r"the chosen player controls|of the chosen|of the creature type|with the chosen|"
                           r"that shares?|named|it|they)\b", re.I)
_NOT_PERMANENTS = re.compile(r"^(?:cards?|spells?|type|types)\b", re.I)
# what may stand before the noun in its clause: "Whenever a", "each other", "All", "your", "each opponent's",
# then up to two qualifiers ("Nonbasic", "green", "Sliver", "artifact"): nothing that names one object
_LEAD = re.compile(r"^(?:(?:whenever|when|as long as|if)\s+)?(?:(?P<quant>each other|each|all other|all|other|another|"
                   r"an?|one or more|no|your|each opponent's|your opponents')\s+)?(?P<quals>(?:[\w-]+\s+){0,2})$", re.I)
_QUALIFIERS = frozenset({"white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored",
                         "artifact", "enchantment", "land", "legendary", "snow", "basic", "token", "tapped", "untapped",
                         "attacking", "blocking", "other", "nontoken", "nonbasic"})
_ONE_OBJECT = re.compile(r"\b(?:equipped|enchanted|fortified|that|this|the|those|sacrificed|exiled|chosen|target|"
                         r"it|its|their|his|her|attached|haunted|paired|number|of)\b", re.I)
# the word before a noun phrase that is the object of a preposition or of an action ("for each other creature",
# "deals 1 damage to each creature", "untap all creatures"); not "sacrifice", which is only one's own (701.21a)
_BEFORE_PHRASE = re.compile(r"\b(?:for|to|with|by|among|than|untap|untaps|tap|taps|destroy|destroys|exile|exiles|"
                            r"return|returns)\b", re.I)
_SENTENCE = re.compile(r"[.:;\n•—(]")
_LISTED_BEFORE = re.compile(r"\b(?:artifacts?|creatures?|enchantments?|lands?|planeswalkers?|permanents?|spells?|"
                            r"battles?)\s*,?\s*(?:and|or)?\s*$", re.I)
_MINE_AFTER = re.compile(r"^(?:(?:and|or) \w+ )?(?:tokens? )?(?:you control|you own)\b|"
                         r"^[^,.;]*\bunder your control\b", re.I)
_THEIRS_AFTER = re.compile(r"^(?:(?:and|or) \w+ )?(?:tokens? )?(?:your opponents control|an opponent controls|"
                           r"you don't control|opponents control|each opponent controls)\b|"
                           r"^[^,.;]*\bunder (?:an opponent's|your opponents') control\b", re.I)


def _effect_text(ability) -> str:
    """What the ability does: an activated ability's text after its cost (602.1)."""
    text = ability.normalized or ability.text or ""
    if ability.kind in ("activated", "mana") and ":" in text:
        return text.split(":", 1)[1]
    return text


def _scopes(card: Card, kind: str) -> list[tuple[str, str]] | None:
    """Each place an ability of `card` speaks of `kind` permanents, and whose they are: "mine" (its
    controller's), "theirs" (its controller's opponents'), "all"; None for words this doesn't read."""
    found = []
    noun = re.compile(rf"\b{kind}s?\b", re.I)
    for face in card.faces:
        for ability in face.abilities:
            if ability.kind in ("keyword", "spell") or ability.targets:
                continue
            text = _effect_text(ability)
            if '"' in text:
                return None                  # a quoted ability it grants: whose object that is isn't read
            for m in noun.finditer(text):
                sentence = _SENTENCE.split(text[:m.start()])[-1]
                clause = sentence.split(",")[-1]
                cut = list(_BEFORE_PHRASE.finditer(clause))
                lead = clause[cut[-1].end():].strip() if cut else clause.strip()
                after = text[m.end():].lstrip()
                if _NOT_PERMANENTS.match(after) or re.search(r"\bcreat(?:e|es|ing)\b", sentence, re.I):
                    continue                 # cards, spells, or tokens it makes
                shape = _LEAD.match(lead + " " if lead else "")
                quals = (shape["quals"] if shape else "").split()
                if shape is None or _ONE_OBJECT.search(lead) or _CHOSEN_AFTER.match(after) or \
                        _LISTED_BEFORE.search(sentence[:len(sentence) - len(lead)].rstrip(" ,")) or \
                        not all(w.lower() in _QUALIFIERS or w[0].isupper() or w.lower().startswith("non")
                                for w in quals):
                    return None              # one object, a chosen player's, a list, or words not read
                quant = (shape["quant"] or "").lower()
                if _MINE_AFTER.match(after) or quant == "your":
                    whose = "mine"
                elif _THEIRS_AFTER.match(after) or quant in ("each opponent's", "your opponents'"):
                    whose = "theirs"
                else:
                    whose = "all"
                found.append((whose, shown(ability)))
    return found


@check("scope.whose_permanents.v1", intent="effect.object",
       answers="Does A's effect cover my (or my opponent's) creatures, lands, artifacts ...? \"You control\" is A's "
               "controller's, \"your opponents control\" the others', \"each\" and \"all\" everyone's (109.5, 110.2).",
       cites=("109.5", "110.2", "115.10"),
       reads=Reads(roles=("effect",), params=("object", "verb"), scenario=("controller", "zone", "players")),
       examine=Examine(r"control|\bcopy\b|\bcopies\b|as long as", "changes who controls what", "110.2"),
       ruling_terms=("you control", "each", "all", "control"))
def whose_permanents(q: CheckInput) -> Verdict | None:
    described = describe(q.details.get("object", "").split())
    if described is None or described.controller is None or q.details.get("verb", "affect") != "affect":
        return None
    if described.head not in _KINDS or described.status or described.keywords or described.colors is not None \
            or described.subtypes or described.power or described.token is not None or described.legendary \
            or described.not_words or len(described.types - {described.head}) > 0:
        return None                          # only "my opponent's creatures": nothing else said of them
    effect = q.need("effect")
    scopes = _scopes(effect, described.head)
    if not scopes:
        return None
    owner = q.controller("effect")           # who controls A, from the asker's side
    asked = described.controller             # whose permanents are asked about
    kinds = {whose for whose, _ in scopes}
    steps = [step(f"{effect.name}: \"{text}\" covers " + {"mine": f"only {described.head}s its controller controls",
                                                        "theirs": f"only {described.head}s its controller's opponents "
                                                                  "control",
                                                        "all": f"every player's {described.head}s"}[whose] + ".",
                  "110.2" if whose != "all" else "115.10")
             for whose, text in dict.fromkeys(scopes)]
    whose_text = "your" if asked == "you" else "your opponent's"
    whose_noun = "yours" if asked == "you" else "your opponent's"
    if kinds == {"all"}:
        texts = list(dict.fromkeys(text for _, text in scopes))
        said = name_list([f"\"{text}\"" for text in texts])
        verb = "covers" if len(texts) == 1 else "cover"
        return Verdict("yes", f"Yes: {said} {verb} every player's {described.head}s, {whose_noun} too.",
                       tuple(steps))
    if owner is None:
        return Verdict("depends", f"It depends on who controls {effect.name}: \"you\" in its text is its "
                                  "controller.", tuple(steps + [step("\"You\" in an ability means its controller.",
                                                                     "109.5")]),
                       (f"Who controls {effect.name} isn't said.",))
    covered = {"all"} | ({"mine"} if owner == asked else {"theirs"})
    steps.append(step(f"{effect.name} is controlled by {'you' if owner == 'you' else 'your opponent'}; \"you\" in its "
                      "text is its controller.", "109.5"))
    if kinds & covered:
        return Verdict("yes", f"Yes: {effect.name} covers {whose_text} {described.head}s.", tuple(steps))
    theirs = "its controller's opponents'" if kinds == {"theirs"} else "its controller's"
    return Verdict("no", f"No: {effect.name} covers only {theirs} {described.head}s, not {whose_noun}.",
                   tuple(steps))


# --- later arrivals: "does my anthem affect creatures that enter later?" (611.3a, 611.2c) ---------------------

# a static ability whose subject is the permanents it covers: "Creatures you control get +1/+1", "Other Vampire
# creatures you control get +1/+1", "Attacking creatures get -1/-0" (not "~ can't be blocked by artifact creatures",
# nor "~ costs {1} less for each creature")
_COVERS = r"^(?:all |each |other |each other )?[a-z ,'-]*?\b{noun}s?\b[a-z ,'-]*? (?:get|gets|have|has|gain|gains|lose|" \
          r"loses|can't|don't|doesn't|enter|enters|are|is)\b"
_SPELL_CHANGES = re.compile(r"\b(?:get|gets|gain|gains|have|has|lose|loses|become|becomes|can't|don't|doesn't)\b",
                            re.I)


@check("scope.later_arrivals.v1", intent="effect.object",
       answers="Does A's effect reach permanents that come onto the battlefield after it began (\"does A affect "
               "creatures that enter later?\")? A static ability's effect applies at every moment to whatever "
               "its words describe (611.3a); a spell's or a resolved ability's effect reaches only the objects it "
               "affected as it resolved (611.2c), and a one-shot action happens once (608.2).",
       cites=("611.3a", "611.2c", "608.2", "604.2"),
       reads=Reads(roles=("effect",), params=("object", "later", "verb"), scenario=("controller", "players")),
       examine=Examine(r"control|\bcopy\b|\bcopies\b|as long as|lose all|loses all", "changes what it covers",
                       "611.3a"),
       ruling_terms=("enter", "later", "continuous"))
def later_arrivals(q: CheckInput) -> Verdict | None:
    if q.details.get("later") != "yes":
        return None
    described = describe(q.details.get("object", "").split())
    if described is None or described.head not in _KINDS or described.controller is not None:
        return None
    effect = q.need("effect")
    if len(effect.faces) > 1:
        return None
    noun = re.compile(rf"\b{described.head}s?\b", re.I)
    spells = [a for a in effect.faces[0].abilities if a.kind == "spell"]
    if spells:
        text = " ".join(a.normalized or a.text for a in spells)
        if not noun.search(text) or any(a.targets for a in spells) or \
                any(a.kind != "spell" for a in effect.faces[0].abilities if a.kind != "keyword"):
            return None
        changes = bool(_SPELL_CHANGES.search(text))
        return Verdict("no", f"No: {effect.name}'s effect reaches only the {described.head}s on the battlefield as it "
                       f"resolves; {described.head}s that come later aren't affected.",
                       (step(f"{effect.name}: \"{' '.join(shown(a) for a in spells)}\".", "608.2"),
                        step("A continuous effect from a resolving spell that changes characteristics or what "
                             "objects can do is locked in to the objects it affected as it resolved."
                             if changes else "What a spell does, it does once, as it resolves.",
                             "611.2c" if changes else "608.2")))
    if q.details.get("verb", "affect") != "affect":
        return None                          # "does it destroy creatures that enter later": a static ability doesn't
    statics = [a for a in effect.faces[0].abilities if a.kind == "static" and noun.search(_effect_text(a))]
    scopes = _scopes(effect, described.head)
    covers = re.compile(_COVERS.format(noun=described.head), re.I)
    if not statics or not scopes or len(scopes) != len(statics) or \
            not all(covers.match(_effect_text(a)) for a in statics):
        return None                          # also a triggered or activated ability, or one about itself: not read
    whose = {w for w, _ in scopes}
    covered = {"mine": "those its controller controls", "theirs": "those its controller's opponents control",
               "all": "every player's"}
    steps = [step(f"{effect.name}: \"{shown(a)}\" is a static ability; its effect applies at every moment to "
                  f"whatever {described.head}s it describes, including {described.head}s that come onto the "
                  "battlefield later.", "604.2", "611.3a") for a in statics]
    said = name_list([covered[w] for w in sorted(whose)])
    return Verdict("yes", f"Yes: {effect.name}'s static ability applies to the {described.head}s it describes that "
                   f"come later too ({said}).", tuple(steps))
