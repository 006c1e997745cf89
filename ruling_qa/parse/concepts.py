"""Comprehensive Rules -> concept index (pure): the names a judge looks rules up by, and the rules
each name leads to.

    links, problems = concept_links(document)      # ConceptLink records from the CR itself
    matcher = ConceptMatcher(links)
    matcher.find("Can I respond to the trigger?")  # [(key, start, end), ...]

Where the names come from (nothing here is a hand-written question -> rule table):
  * titles: keyword abilities and keyword actions ("702.19 Trample", "701.21 Sacrifice") and the
    chapter headings ("509. Declare Blockers Step", "614. Replacement Effects");
  * the glossary: every name an entry is filed under, leading to the rules it points to; an
    obsolete entry ("In Play (Obsolete)") leads where the entry it names ("See Battlefield") leads;
  * terms defined in rule text: a quoted term in a rule that defines or names it (302.6: this
    rule is informally called the "summoning sickness" rule), or that is only quoted ("can't",
    101.2), with a lower weight.

The small hand-kept tables at the end of this module say which CR concepts a question's event words
and a card's parsed facts involve; they name concepts (looked up in the index built from the CR),
never rule numbers, so they follow the CR when it is renumbered.

Words are compared by `stem`: lower case, apostrophes dropped, plural and verb endings removed
("blockers", "blocked" and "block" meet; so do "sacrificed" and "Sacrifice").
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import GlossaryEntry, Problem, RulesDocument

__all__ = ["ConceptLink", "ConceptMatcher", "concept_links", "stem", "tokens", "concept_key",
           "names_in_text", "QUESTION_WORDS", "TRIGGERING", "UNTARGETED", "INTERACTIONS", "CARD_TEXT", "CARD_TYPES", "CARD_LAYOUTS", "GENERIC"]

# --- words ------------------------------------------------------------------------------------

_WORD = re.compile(r"[a-z0-9]+")
_WORD_OR_STOP = re.compile(r"[a-z0-9]+|[.!?;]")   # sentence ends are tokens no concept name holds
_IRREGULAR = {
    "dies": "die", "died": "die", "dying": "die", "left": "leave", "chosen": "choose", "chose": "choose",
    "paid": "pay", "dealt": "deal", "drew": "draw", "drawn": "draw", "won": "win", "lost": "lose",
    "blocker": "block", "blockers": "block", "attacker": "attack", "attackers": "attack",
    "children": "child", "spent": "spend", "put": "put", "cast": "cast", "has": "have", "had": "have",
    "copies": "copy", "copied": "copy", "does": "do", "did": "do", "goes": "go", "went": "go",
    "etb": "enter", "etbs": "enter", "etbed": "enter", "ltb": "leave",
}


_STEMS: dict[str, str] = {}


def stem(word: str) -> str:
    """A word's comparison form: "blockers" -> "block", "sacrificed" -> "sacrific"."""
    found = _STEMS.get(word)
    if found is None:
        found = _stem(word)
        if len(_STEMS) < 200_000:
            _STEMS[word] = found
    return found


def _stem(word: str) -> str:
    """A word's comparison form: "blockers" -> "block", "sacrificed" -> "sacrific"."""
    w = word.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if len(w) <= 3:
        return w
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[:-len(suffix)]
            if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]          # tapped -> tap
            break
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    return w


def tokens(text: str, stops: bool = False) -> list[str]:
    """The stemmed words of a text ("opponent's" is one word; hyphens separate words); with
    `stops`, sentence ends too (".", "?", ...), which no concept name crosses."""
    text = text.lower().replace("\u2019", "").replace("'", "")
    cache = _STEMS
    return [cache[w] if w in cache else stem(w) for w in (_WORD_OR_STOP if stops else _WORD).findall(text)]


def concept_key(phrase: str) -> str:
    return " ".join(tokens(phrase))


# --- the concept index ------------------------------------------------------------------------

@dataclass(frozen=True)
class ConceptLink:
    """One concept name leading to one rule: `key` is the stemmed name, `name` as the CR prints it,
    `source` "title", "glossary", "defined" or "quoted", `weight` how strongly the name means it."""

    key: str
    name: str
    number: str
    weight: float
    source: str


# A phrase a table below names, found in the text of one rule ("automatically triggers", 603.2): the
# table says it is what a question or card fact turns on, so it leads there more strongly than a
# chapter title does (1.5 times a title's weight) -- it names one rule, not a chapter of them.
TABLE_WEIGHT = 2.0
WEIGHTS = {"title": 1.0, "glossary": 1.0, "obsolete": 0.9, "defined": 0.8, "quoted": 0.4}
_TITLE_TAIL = ("step", "phase", "card", "variant", "option")
_QUOTED = re.compile(r"[\u201c\"]([^\u201d\"{}~\[\]]{2,40}?)[,.]?[\u201d\"]")
_DEFINING = re.compile(r"\b(?:called|means|is a term|term|refer|refers|informally|is known as|is said to)\b")
_SEE = re.compile(r"\bSee ([A-Z][\w\u2019', -]+?)\.")
_TITLE_LEVELS = ("chapter",)
_FUNCTION_WORDS = frozenset("the a an to if that it is as in with for any one you your this its of on at by "
                            "or and all each some no not when whenever".split())
# A subrule that opens by naming a kind of thing and saying what it does defines that name
# ("Leaves-the-battlefield abilities trigger when ...", 603.6c).
_SUBJECT = re.compile(
    r"^((?:[A-Z][\w\u2019-]*)(?: [a-z][\w\u2019-]*){0,3}? (?:abilities|ability|effects|effect|costs|cost|actions|"
    r"triggers|spells|permanents|counters|tokens|cards|symbols|damage))\b (?:are|is|trigger|can|that|have|apply|"
    r"don\u2019t|doesn\u2019t|may|modify|work)\b")


def _is_title(rule) -> bool:
    """A rule whose text is a heading: keyword abilities and actions (701.x, 702.x) and chapters."""
    if rule.level in _TITLE_LEVELS:
        return True
    return rule.level == "rule" and rule.number.split(".")[0] in ("701", "702") and "." not in rule.text \
        and len(rule.text) < 60


def _title_names(title: str) -> list[str]:
    names = [title]
    words = title.split()
    if len(words) > 2 and words[-1].lower().rstrip("s") in _TITLE_TAIL:     # not "Ending" of "Ending Phase"
        names.append(" ".join(words[:-1]))
    if " and " in title and len(words) <= 5:      # "Tap and Untap", "Daybound and Nightbound"
        names += [part for part in title.split(" and ") if part]
    return names


def concept_links(document: RulesDocument) -> tuple[list[ConceptLink], list[Problem]]:
    """Every concept name the CR gives, each with the rules it leads to (document order)."""
    known = {r.number: r for r in document.rules}
    links: list[ConceptLink] = []
    problems: list[Problem] = []

    def add(name: str, number: str, source: str, weight: float | None = None) -> None:
        key = concept_key(name)
        if source in ("quoted", "defined") and key.split(" ")[0] in _FUNCTION_WORDS:
            return      # "a card", "if", "that player": wording, not a name
        if key and number in known and known[number].level != "section":
            links.append(ConceptLink(key, name.strip(), number, WEIGHTS[source] if weight is None else weight,
                                     source))

    for rule in document.rules:
        if _is_title(rule):
            for name in _title_names(rule.text):
                add(name, rule.number, "title")
        elif rule.level in ("rule", "subrule"):
            seen: set[str] = set()
            subject = _SUBJECT.match(rule.text)
            if subject and subject.group(1).split()[0].lower() not in ("some", "all", "any", "each", "if", "the", "an", "a"):
                seen.add(concept_key(subject.group(1)))
                add(subject.group(1), rule.number, "defined")
            for sentence in re.split(r"(?<=[.!?])\s+", rule.text):
                defining = bool(_DEFINING.search(sentence))
                for quoted in _QUOTED.findall(sentence):
                    words = quoted.split()
                    if not 1 <= len(words) <= 5 or not re.fullmatch(r"[A-Za-z\u2019' -]+", quoted):
                        continue
                    key = concept_key(quoted)
                    if key in seen:
                        continue
                    seen.add(key)
                    add(quoted, rule.number, "defined" if defining else "quoted")

    by_name: dict[str, GlossaryEntry] = {}
    for entry in document.glossary:
        for name in (entry.term, *entry.names):
            by_name.setdefault(concept_key(re.sub(r"\(Obsolete\)", "", name)), entry)
    for entry in document.glossary:
        refs = [n for n in entry.refs if n in known and known[n].level != "section"]
        source = "glossary"
        if not refs:
            seen_also = _SEE.findall(entry.text)
            target = None
            if seen_also:       # "See Active Player, Nonactive Player Order.": the whole name, else its start
                target = by_name.get(concept_key(seen_also[-1])) or by_name.get(concept_key(seen_also[-1].split(",")[0]))
            if target is not None and target is not entry:
                refs, source = [n for n in target.refs if n in known], "obsolete"
        if not refs:
            continue
        names = {re.sub(r"\s*\(Obsolete\)", "", n).strip() for n in (entry.term, *entry.names)}
        if source == "obsolete":        # "in play", "from play": the phrases the entry quotes
            names |= {q for q in _QUOTED.findall(entry.text) if 2 <= len(q.split()) <= 4 and "[" not in q}
        for name in names:
            for number in refs:
                add(name, number, source)
    # A concept a table names that the CR never titles, files or quotes is the rule that first
    # uses the phrase ("new object", 400.7).
    # Of several rules using it, the one the CR refers to most (400.7, not the sticker rule 123.5).
    have = {link.key for link in links}
    wanted = {concept_key(name): name for names, _ in _TABLES for name in names}
    referred: dict[str, int] = {}
    for rule in document.rules:
        for ref in rule.refs:
            referred[ref] = referred.get(ref, 0) + 1
    texts = [(r, f" {' '.join(tokens(r.text))} ") for r in document.rules if r.level in ("rule", "subrule")]
    for key, name in wanted.items():
        if key in have:
            continue
        padded = f" {key} "
        using = [r for r, text in texts if padded in text]
        if not using:
            problems.append(Problem("concepts", None, f"concept {name!r} named by a table is not in the CR"))
        else:
            best = max(using, key=lambda r: referred.get(r.number, 0)
                       + (referred.get(r.parent or "", 0) if r.level == "subrule" else 0))
            add(name, best.number, "defined", TABLE_WEIGHT)
    return links, problems


class ConceptMatcher:
    """Finds concept names in text, longest first (a name never matches across a sentence)."""

    MAX_WORDS = 6

    def __init__(self, keys):
        self.keys = frozenset(keys)
        self.prefixes = frozenset(" ".join(k.split()[:n]) for k in self.keys for n in range(1, len(k.split())))
        self.firsts = frozenset(k.split()[0] for k in self.keys)

    def find(self, text: str) -> list[tuple[str, int, int]]:
        """(key, first word, end word) of each concept name in `text`; a shorter name inside a
        longer match is reported too."""
        return self.find_tokens(tokens(text, stops=True))

    def find_tokens(self, words: list[str]) -> list[tuple[str, int, int]]:
        out = []
        keys, prefixes, firsts = self.keys, self.prefixes, self.firsts
        for i in [i for i, word in enumerate(words) if word in firsts]:
            key = words[i]
            end = i + 1
            while True:
                if key in keys:
                    out.append((key, i, end))
                if key not in prefixes or end >= len(words):
                    break
                key = f"{key} {words[end]}"
                end += 1
        return out


# --- card names in rulings -----------------------------------------------------------------------

_CAPITALISED_RUN = re.compile(
    r"[A-Z\u00c0-\u00de][\w\u2019'\-]*(?:,? (?:(?:of|the|and|to|from|in|a|an|with|for|on|at|into|de|la|le|"
    r"van|von|no|du|des|el|il|al)\s)*[A-Z\u00c0-\u00de][\w\u2019'\-]*)*")


def names_in_text(text: str, names: dict[str, str], normalize, exclude=frozenset(),
                  ordinary=frozenset(), firsts: frozenset[str] | None = None) -> list[str]:
    """Card names a text mentions: capitalised runs of words looked up (longest first) among
    `names` (normalised name -> card name; an ASCII span is normalised by lower-casing it, so
    `normalize` must agree with that). A one-word name counts only when it is not in
    `ordinary` (normalised names that are also English words or rules terms: "Flash", "Island")
    and not the first word of a sentence. `firsts` (the lower-case first words of the names)
    skips runs no name starts with."""
    found: list[str] = []
    for match in _CAPITALISED_RUN.finditer(text):
        parts = match.group(0).split(" ")
        start = match.start()
        at_sentence_start = start == 0 or text[max(0, start - 2):start].strip() in (".", "!", "?", ":", "\u201c", "\"")
        i = 0
        while i < len(parts):
            if firsts is not None and parts[i].lower().rstrip(",") not in firsts:
                i += 1
                continue
            for j in range(len(parts), i, -1):
                span = " ".join(parts[i:j]).rstrip(",")
                norm = span.lower() if span.isascii() else normalize(span)
                card = names.get(norm)
                if card is None and norm.endswith("'s"):
                    norm = norm[:-2]
                    card = names.get(norm)
                if card is None:
                    continue
                if j - i == 1 and (norm in ordinary or (i == 0 and at_sentence_start)):
                    continue
                if card not in exclude and card not in found:
                    found.append(card)
                i = j - 1
                break
            i += 1
    return found


# --- hand-kept tables: which CR concepts words and card facts involve ----------------------------

# A question's event words -> the CR concepts a judge looks up for them (the verbs of play; the
# names the CR gives itself, such as "sacrifice" or "trample", are found without a table).
QUESTION_WORDS: dict[str, tuple[str, ...]] = {
    "block": ("declare blockers",), "blocked": ("blocked creature",), "blocking": ("blocking creature",),
    "attack": ("declare attackers",), "attacking": ("attacking creature",),
    "respond": ("in response to", "priority"), "response": ("in response to", "priority"),
    "at the same time": ("look back in time", "zone-change triggers look back in time"),
    "simultaneously": ("look back in time", "zone-change triggers look back in time"),
    "end of turn": ("until end of turn",), "end of the turn": ("until end of turn",),
    "counter": ("counter",), "resolve": ("resolve",),
    "untap step": ("untap step", "determines which permanents they control will untap"),
    "converted mana cost": ("mana value",), "cmc": ("mana value",), "mana value": ("mana value",),
    # an object's colours (105.2): "is it green", "a nonblack creature", "colorless"
    **{word: ("can be one or more of the five colors",) for word in (
        "color", "colour", "colorless", "colourless", "multicolored", "monocolored", "nonwhite", "nonblue",
        "nonblack", "nonred", "nongreen", "non white", "non blue", "non black", "non red", "non green",
        "green permanents", "black permanents", "red permanents", "blue permanents", "white permanents",
        "green creatures", "black creatures", "red creatures", "blue creatures", "white creatures")},
    # countering a spell (701.6a), not counters on a permanent (122): "counter it", "be countered"
    **{f"counter {what}": ("counter a spell or ability",)
       for what in ("it", "that", "the", "this", "my", "his", "her", "their", "your", "a", "an", "target")},
    **{f"{verb} countered": ("counter a spell or ability",) for verb in ("be", "is", "was", "get", "gets")}, "comes into play": ("enters the battlefield",),
    "come into play": ("enters the battlefield",), "put into play": ("enters the battlefield",),
    "the turn it": ("summoning sickness",), "same turn": ("summoning sickness",), "resolution": ("resolve",), "fizzle": ("illegal target",),
    "target": ("target",), "retarget": ("change a target",), "redirect": ("change a target",),
    "pay": ("cost",), "cost": ("cost",), "cast": ("cast",),
    "trigger": ("triggered ability", "automatically triggers"), "triggered": ("triggered ability", "automatically triggers"),
    "die": ("dies", "leaves-the-battlefield abilities", "state-based actions", "zone-change triggers look back in time"),
    "enter": ("enters the battlefield",), "etb": ("enters the battlefield",),
    "leave": ("leaves-the-battlefield abilities", "zone-change triggers look back in time"),
    "copy": ("copy",), "prevent": ("prevention effect",), "instead": ("replacement effect",),
    "replace": ("replacement effect",), "layer": ("layer",), "timestamp": ("timestamp order",),
    "legend": ("legend rule",), "legendary": ("legend rule",), "toughness": ("toughness",),
    "lethal": ("lethal damage", "state-based actions"), "state-based": ("state-based actions",),
    "control": ("control",), "gain control": ("layer",),
    "stack": ("stack",), "priority": ("priority",), "0/0": ("state-based actions",), "split second": ("split second",),
    "mana": ("mana ability",), "commander": ("commander",), "poison": ("poison counter",),
    "token": ("token",), "x": ("x",), "order": ("apnap order",),
    "hand": ("hand",), "exile": ("exile",), "graveyard": ("graveyard",), "library": ("library",),
    "summoning sick": ("summoning sickness",), "sick": ("summoning sickness",),
    "lose": ("lose",), "damage": ("damage",), "first strike": ("first strike",),
    "face down": ("face down",), "transform": ("transform",), "flip": ("flip cards",),
    "new object": ("new object",), "play": ("cast",),
    "still in combat": ("removed from combat",), "still attacking": ("removed from combat",),
    "still deal damage": ("removed from combat",), "still deal combat damage": ("removed from combat",),
    "still blocking": ("removed from combat",), "still blocked": ("removed from combat",),
    # a card that changes zones is a new object (400.7): "it comes back", "blink it", "the same creature"
    **{word: ("new object",) for word in ("comes back", "come back", "came back", "blink", "blinked", "flicker",
                                          "flickered", "reanimate", "reanimated", "same creature", "same card",
                                          "remember", "remembers", "new creature")},
    "kill": ("state-based actions", "dies"), "destroy": ("destroy", "state-based actions"),
}

# A card's parsed facts -> concepts: (pattern over an ability's normalised text, concepts).
# Patterns match within one ability's text ("~" is the card itself), ignoring case.
CARD_TEXT: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"\binstead\b|\bwould\b", ("replacement effect",)),
    (r"\benters with\b|\bas ~ enters\b|\benters tapped\b|\benters as\b", ("enters the battlefield", "replacement effect")),
    (r"\bprevent\b", ("prevention effect",)),
    (r"\bcopy\b|\bcopies\b", ("copy", "copiable values")),
    (r"\bchange the text\b|\breplacing all instances of\b", ("text-changing effects",)),
    (r"\bcopy (?:target|that|it|each)\b[^.]*\b(?:spell|ability)\b", ("copy a spell",)),
    (r"\bcan\u2019t\b|\bcan't\b|\bcannot\b", ("can't", "effect takes precedence")),
    (r"(?-i:\bX\b)", ("x",)),
    (r"\btokens?\b", ("token",)),
    (r"\bcounters? on\b|\bcounters?\b", ("counter",)),
    (r"\buntil end of turn\b|\bthis turn\b", ("until end of turn",)),
    (r"\bgets? [+\u2212-]\d|\bget [+\u2212-]X|\bbase power\b|\bhas base\b", ("layer", "base power")),
    (r"\bloses? all abilities\b|\bgains?\b|\bhave\b|\bhas\b", ("layer",)),
    (r"\bbecomes? an? .*\bcreature\b|\bis an? .*\bin addition\b", ("layer",)),
    (r"\bgain control\b|\bexchange control\b", ("layer", "control")),
    (r"\bpower and toughness are each equal\b|\bpower is equal to\b", ("characteristic-defining ability",)),
    (r"\bsacrifice\b", ("sacrifice",)),
    (r"\bdestroy\b", ("destroy", "regenerate")),
    (r"\bexile\b", ("exile",)),
    (r"\bcounter target\b|\bcan\u2019t be countered\b", ("counter", "counter a spell or ability")),
    (r"\bwithout paying\b|\brather than pay\b|\bfor free\b", ("alternative cost",)),
    (r"\bas an additional cost\b", ("additional cost",)),
    (r"\bcosts? \{\d+\} (?:less|more)\b|\bcosts? .* (?:less|more) to (?:cast|activate)\b", ("cost",)),
    (r"\bdeals? \w+ damage\b|\bdamage\b", ("damage", "state-based actions")),
    (r"\bgets? [\u2212-]\d|\bget [\u2212-]X|\b[\u2212-]1/[\u2212-]1 counter|\blife total\b|\blose \w+ life\b",
     ("state-based actions",)),
    (r"\bdraws?\b", ("draw",)),
    (r"\bdiscards?\b", ("discard",)),
    (r"\bsearch\b", ("search",)),
    (r"\bcast\b.*\bfrom\b|\bplay\b.*\bfrom\b|\byou may cast\b|\byou may play\b", ("cast", "play")),
    (r"\bthe next time\b|\bat the beginning of the next\b|\bthis turn, when\b", ("delayed triggered ability",)),
    (r"\bfor each\b|\bnumber of\b", ("x",)),
    (r"\bnoncombat damage\b|\bcombat damage\b", ("combat damage",)),
    (r"\bdies\b|\bput into a graveyard from the battlefield\b|\bleaves the battlefield\b",
     ("dies", "leaves-the-battlefield abilities")),
    (r"\bcontrols? no\b|\bwhen there are no\b|\bhas no\b", ("state trigger",)),
    (r"\bphase out\b|\bphases out\b", ("phasing",)),
    (r"\blose the game\b|\bwin the game\b", ("lose",)),
    (r"\bmonarch\b", ("monarch",)),
    (r"\bnew object\b|\breturn (?:it|that card|them|those cards) to the battlefield\b", ("new object",)),
    (r"\btarget\b", ("target",)),
    (r"\bgains? (?:\w+ )?life\b", ("gain life or lose life",)),
    (r"\bloses? (?:\w+ )?life\b", ("gain life or lose life",)),
    (r"\bcast (?:a |the |that )?cop(?:y|ies)\b", ("cast a copy",)),
    (r"\buntap step\b", ("untap step", "determines which permanents they control will untap")),
    (r"\bmana value\b|\bconverted mana cost\b", ("mana value",)),
    (r"\bbase power and toughness\b|\bswitch\b[^.]*\bpower and toughness\b", ("within layer 7",)),
    (r"\blands? (?:are|is an?|becomes? an?|becomes? the basic land type)\b[^.]*"
     r"\b(?:Plains|Islands?|Swamps?|Mountains?|Forests?|basic land types?)\b", ("sets a land\u2019s subtype",)),
)

# Trigger events of triggered abilities -> concepts (matched against the trigger condition).
TRIGGER_EVENTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"\benters\b", ("enters the battlefield",)),
    (r"\bdies\b|\bleaves\b|\bput into (?:a|your|an opponent\u2019s) graveyard from\b",
     ("leaves-the-battlefield abilities", "dies")),
    (r"\bcasts?\b", ("cast",)),
    (r"\battacks?\b", ("attacking creature",)),
    (r"\bblocks?\b|\bbecomes blocked\b", ("blocking creature",)),
    (r"\bbecomes the target\b", ("target",)),
    (r"\bat the beginning of\b", ("beginning phase",)),
    (r"\bdeals? (?:combat )?damage\b", ("damage",)),
    (r"\b, if\b|^if\b|\bwhen .* if\b", ("intervening \u2018if\u2019 clause",)),
)

# A spell or ability that affects objects without targeting them (115.10): what hexproof and shroud
# questions about it turn on.
UNTARGETED = ("can affect objects and players",)

# A triggered ability's mechanics: it triggers when its event happens (603.2), and is put on the
# stack the next time a player would receive priority (603.3): what most questions about one turn on.
TRIGGERING: tuple[str, ...] = ("automatically triggers", "once an ability has triggered")

# An ability's kind, or a cost part -> concepts.
ABILITY_KINDS: dict[str, tuple[str, ...]] = {
    "triggered": ("triggered ability",),
    "activated": ("activated ability",),
    "mana": ("mana ability",),
    "static": (),
    "spell": ("resolve",),
}
COST_PARTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"\{T\}", ("tap symbol",)),
    (r"\{Q\}", ("untap symbol",)),
    (r"^Sacrifice\b", ("sacrifice",)),
    (r"\{X\}", ("x",)),
    (r"/P\}", ("phyrexian mana symbol",)),
    (r"^Discard\b", ("discard",)),
    (r"^Exile\b", ("exile",)),
    (r"^Pay \d+ life\b", ("life",)),
)

# Card types, subtypes and supertypes -> concepts (the names the CR files them under).
CARD_TYPES: dict[str, tuple[str, ...]] = {
    "Aura": ("aura", "state-based actions"), "Equipment": ("equipment",), "Vehicle": ("vehicle",),
    "Planeswalker": ("planeswalker", "loyalty ability"), "Saga": ("saga",), "Legendary": ("legend rule",),
    "Class": ("class",), "Battle": ("battle",), "Room": ("door",), "Case": ("case",), "Snow": ("snow",),
}   # artifact, creature, land ...: too common to say what a question turns on
# Card layouts -> concepts.
CARD_LAYOUTS: dict[str, tuple[str, ...]] = {
    "adventure": ("adventurer card",), "split": ("split cards",), "flip": ("flip cards",),
    "transform": ("double-faced cards",), "modal_dfc": ("double-faced cards",), "meld": ("meld",),
    "saga": ("saga",), "leveler": ("leveler cards",), "class": ("class",), "prototype": ("prototype",),
    "omen": ("omen cards",), "case": ("case",),
}

# A concept two named cards both involve -> the concepts of how such effects interact.
INTERACTIONS: dict[str, tuple[str, ...]] = {
    "replacement effect": ("interaction of replacement and/or prevention effects",),
    "prevention effect": ("interaction of replacement and/or prevention effects",),
    "layer": ("timestamp order", "dependency"),
    "triggered ability": ("apnap order",),
}

_TABLES = ((tuple(n for names in QUESTION_WORDS.values() for n in names), "question words"),
           (tuple(n for _, names in CARD_TEXT for n in names), "card text"),
           (tuple(n for _, names in TRIGGER_EVENTS for n in names), "trigger events"),
           (tuple(n for names in ABILITY_KINDS.values() for n in names), "ability kinds"),
           (TRIGGERING, "triggering"),
           (UNTARGETED, "untargeted"),
           (tuple(n for _, names in COST_PARTS for n in names), "cost parts"),
           (tuple(n for names in CARD_TYPES.values() for n in names), "card types"),
           (tuple(n for names in CARD_LAYOUTS.values() for n in names), "card layouts"),
           (tuple(n for names in INTERACTIONS.values() for n in names), "interactions"))

# Concept names too common in questions to say anything on their own ("creature", "spell").
GENERIC = frozenset(concept_key(w) for w in (
    "card", "creature", "spell", "player", "permanent", "ability", "abilities", "object", "turn", "game",
    "land", "opponent", "you", "effect", "owner", "controller", "source", "battlefield", "mana", "life",
    "color", "type", "name", "text", "cost", "deck", "zone", "instant", "sorcery", "artifact", "enchantment",
    "hand", "library", "graveyard", "damage", "control", "play", "time", "step", "phase", "activate",
    "deal", "power", "toughness", "choose", "counter", "target", "cast", "copy", "x", "token",
    "if", "would", "may", "each", "any", "one", "two", "all", "draw", "enter", "attack", "block", "win",
    "lose", "a", "an", "the", "of", "to", "it", "is", "in", "on", "up", "at", "as",
))
