"""An object a question describes instead of naming a card: "a black creature", "my opponent's
creature with hexproof", "an untapped artifact I control", "a creature with protection from white".

    >>> d = describe("my opponent 's tapped black creature with hexproof".split())
    >>> d.controller, d.colors, d.status, d.keywords, d.consumed
    ('opponent', frozenset({'B'}), frozenset({'tapped'}), (('hexproof', None),), 9)

`describe()` reads lower-case words from the first one and stops at the first word that is no part
of a description; it returns None unless it found the noun ("creature", "permanent", "artifact" ...).
What a description leaves out stays unknown (`colors` None: any colour), except abilities: a
described object is taken to have the keyword abilities it is said to have and no others (a checker
says so in its assumptions).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# the nouns a description ends on, with the card types each implies (205.2a); "spell" is an object
# on the stack (112.1), "token" a permanent of any type (111.1)
HEADS = {"creature": "creature", "creatures": "creature", "permanent": "permanent", "permanents": "permanent",
         "artifact": "artifact", "artifacts": "artifact", "enchantment": "enchantment", "enchantments": "enchantment",
         "land": "land", "lands": "land", "planeswalker": "planeswalker", "planeswalkers": "planeswalker",
         "battle": "battle", "battles": "battle", "token": "token", "tokens": "token", "spell": "spell",
         "spells": "spell"}
_TYPE_ADJECTIVES = ("artifact", "enchantment", "land", "creature", "planeswalker")
_STATUS = {"tapped": "tapped", "untapped": "untapped", "attacking": "attacking", "blocking": "blocking"}
# keyword abilities that are also adjectives ("a flying creature", "an indestructible creature")
_KEYWORD_ADJECTIVES = frozenset({"flying", "hexproof", "shroud", "indestructible", "trample", "vigilance",
                                 "deathtouch", "lifelink", "reach", "menace", "haste", "defender", "flash",
                                 "intimidate", "fear", "shadow", "infect", "wither", "ward"})
# creature types tokens are commonly made as (205.3m), read only right before "token": "my Soldier token",
# "a 1/1 Zombie token" (a token with a creature type is a creature token, 111.4)
TOKEN_CREATURE_TYPES = frozenset("""
angel bat bear beast bird cat citizen cleric construct demon devil dinosaur dog dragon drake eldrazi elemental elephant
elf faerie germ giant goat goblin golem horror human illusion insect knight merfolk monk myr ninja ooze ox pegasus
pest phyrexian pirate plant rat rhino saproling scion servo shapeshifter skeleton snake soldier spawn spider spirit
squirrel thopter treefolk vampire warrior wizard wolf wurm zombie
""".split())
_TWO_WORD_KEYWORDS = {("first", "strike"): "first strike", ("double", "strike"): "double strike"}
_PROTECTION_QUALITIES = frozenset(COLOR_CODES) | {"everything", "creatures", "artifacts", "enchantments",
                                                  "instants", "sorceries", "planeswalkers", "colorless",
                                                  "multicolored", "monocolored", "all", "colors", "each", "color"}
_YOURS = ("my", "our")          # (a question told in the second person is read as "I" first)
_THEIRS = ("his", "her", "their", "enemy")
_OPPONENT = ("opponent", "opponents", "opp", "opps", "opponent's", "opponents'")
_CONTROL = ("control", "controls", "controlled")
_PT = re.compile(r"(\d+)/(\d+)")
# the words for a kind of spell a question may name instead of a card ("a sorcery", "creature spells", "an
# Aura"): the card type each is (205.2a; an Aura is an enchantment, 205.3h; Equipment an artifact, 205.3g), and
# how one such spell is called
SPELL_KIND_TYPES = {"instant": "instant", "instants": "instant", "sorcery": "sorcery", "sorceries": "sorcery",
                    "creature": "creature", "creatures": "creature", "artifact": "artifact", "artifacts": "artifact",
                    "enchantment": "enchantment", "enchantments": "enchantment", "aura": "enchantment",
                    "auras": "enchantment", "equipment": "artifact", "planeswalker": "planeswalker",
                    "planeswalkers": "planeswalker", "battle": "battle", "battles": "battle"}
_SPELL_KIND_NAMES = {"instant": "an instant", "sorcery": "a sorcery", "aura": "an Aura spell",
                     "equipment": "an Equipment spell"}


def spell_kind(word: str, flash: bool = False) -> str:
    """One spell of the kind a word names: "sorceries" -> "a sorcery", "creatures" -> "a creature spell"."""
    singular = {"sorceries": "sorcery", "auras": "aura"}.get(word, word.removesuffix("s")) or "spell"
    said = _SPELL_KIND_NAMES.get(singular) or f"{'an' if singular[0] in 'aeiou' else 'a'} {singular}" + (
        " spell" if singular != "spell" else "")
    return said + (" with flash" if flash else "")


@dataclass(frozen=True)
class Described:
    """What a question says of an object it doesn't name."""

    words: tuple[str, ...]                      # the description, as read (lower case)
    head: str                                   # "creature", "permanent", "artifact", ..., "spell", "token"
    types: frozenset[str]                       # card types stated ("artifact creature": both)
    colors: frozenset[str] | None = None        # W U B R G stated (empty: colorless); None: not said
    multicolored: bool = False
    not_words: frozenset[str] = frozenset()     # "nonblack" -> "black", "nonartifact" -> "artifact"
    controller: str | None = None               # "you" / "opponent", from the asker's side
    keywords: tuple[tuple[str, str | None], ...] = ()   # ("protection", "from white"), ("hexproof", None)
    status: frozenset[str] = frozenset()        # tapped, untapped, attacking, blocking, summoning_sick
    legendary: bool = False
    token: bool | None = None
    subtypes: tuple[str, ...] = ()              # creature types stated before "token" ("Soldier"), capitalised
    power: str | None = None                    # "a 3/3": power and toughness stated
    toughness: str | None = None
    consumed: int = 0                           # how many words the description took
    count: int | None = None                    # "three creatures" (read only where a count is asked about)

    @property
    def text(self) -> str:
        """The description as a player writes it ("my opponent's creature with hexproof")."""
        words = (w.capitalize() if w.capitalize() in self.subtypes else w for w in self.words)
        return " ".join(words).replace(" 's", "'s").replace(" - ", "-").replace(" ,", ",")

    @property
    def told_back(self) -> str:
        """The description told back to the asker: "my opponent's creature" -> "your opponent's creature"."""
        return " ".join({"my": "your", "i": "you", "me": "you", "our": "your"}.get(w, w) for w in self.text.split())


COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
               "both": 2}


def describe(words: list[str] | tuple[str, ...], counted: bool = False) -> Described | None:
    """Read a description from words[0] on (lower-case tokens as spaCy splits them: "opponent",
    "'s"; "non", "-", "black"); None when the words don't start one. With `counted`, a count may
    open it ("three creatures", "two of my tokens")."""
    i, n = 0, len(words)
    count = None
    if counted and n > 1 and (words[0] in COUNT_WORDS or (words[0].isdigit() and int(words[0]) > 1)):
        count = COUNT_WORDS.get(words[0]) or int(words[0])
        # as one of them: "three creatures" -> "a creatures", "two of my tokens" -> "one of my tokens"
        found = describe(["one", *words[1:]] if words[1] == "of" else ["a", *words[1:]])
        return None if found is None else replace(found, count=count, words=tuple(words[:found.consumed]))
    controller: str | None = None
    # whose: "my", "his", "an opponent's", "my opponent's", "one of my", "one of my opponent's"
    if i + 2 < n and words[i] == "one" and words[i + 1] == "of":
        i += 2
    if i < n and words[i] in _YOURS:
        controller = "you"
        i += 1
        if i < n and words[i] == "own":
            i += 1
        after = _past_opponent(words, i)
        if after is None:
            return None
        controller, i = ("opponent", after) if after != i else (controller, i)
    elif i < n and words[i] in _THEIRS:
        controller = "opponent"
        i += 1
    elif i < n and words[i] in ("a", "an", "the", "any", "another", "some"):
        after = _past_opponent(words, i + 1)
        if after is None:
            return None
        controller, i = ("opponent", after) if after != i + 1 else (None, i + 1)
    elif i < n and words[i] in ("opponent", "opponents") and i + 1 < n and words[i + 1] in ("'s", "'"):
        controller = "opponent"
        i += 2
    colors: set[str] | None = None
    multicolored = False
    not_words: set[str] = set()
    types: set[str] = set()
    status: set[str] = set()
    keywords: list[tuple[str, str | None]] = []
    legendary = False
    token: bool | None = None
    subtypes: list[str] = []
    head: str | None = None
    power = toughness = None
    # adjectives, then the noun ("artifact creature": the last type word is the noun)
    while i < n:
        w = words[i]
        pt = _PT.fullmatch(w)
        if pt and power is None:
            power, toughness = pt[1], pt[2]
        elif w in COLOR_CODES:
            colors = (colors or set()) | {COLOR_CODES[w]}
        elif w in ("colorless", "colourless"):
            colors = set()
        elif w in ("multicolored", "multicolor", "multicoloured", "gold"):
            multicolored = True
        elif w.startswith("non") and len(w) > 5 and (w[3:] in COLOR_CODES or w[3:] in _TYPE_ADJECTIVES
                                                     or w[3:] in ("token", "legendary", "basic")):
            not_words.add(w[3:])
        elif w == "non" and i + 2 < n and words[i + 1] == "-" and (
                words[i + 2] in COLOR_CODES or words[i + 2] in _TYPE_ADJECTIVES or words[i + 2] == "token"):
            not_words.add(words[i + 2])
            i += 2
        elif w in _STATUS:
            status.add(_STATUS[w])
        elif w == "summoning" and words[i + 1:i + 3] == ["-", "sick"]:
            status.add("summoning_sick")        # 302.6: "a summoning-sick creature"
            i += 2
        elif w == "summoning" and words[i + 1:i + 2] == ["sick"]:
            status.add("summoning_sick")
            i += 1
        elif w == "legendary":
            legendary = True
        elif w in _KEYWORD_ADJECTIVES and i + 1 < n and words[i + 1] in HEADS:
            keywords.append((w, None))
        elif w in HEADS and not (i + 1 < n and words[i + 1] in HEADS):
            head = HEADS[w]
            i += 1
            break
        elif w in _TYPE_ADJECTIVES and i + 1 < n and words[i + 1] in HEADS:
            types.add(w)
        elif w in ("instant", "sorcery", "aura", "equipment", "vehicle") and i + 1 < n and \
                HEADS.get(words[i + 1]) == "spell":
            # "an instant spell", "an Aura spell" (a spell's card type or subtype, 205.2a, 205.3)
            if w in ("instant", "sorcery"):
                types.add(w)
            else:                            # the subtype belongs to one card type (205.3g, 205.3h)
                subtypes.append(w.capitalize())
                types.add("enchantment" if w == "aura" else "artifact")
        elif w == "token" and i + 1 < n and words[i + 1] in HEADS:
            token = True
        elif w in TOKEN_CREATURE_TYPES and _types_then_token(words, i):
            subtypes.append(w.capitalize())
            types.add("creature")
        elif w == "," and i + 1 < n and words[i + 1].startswith("non"):
            pass                            # "nonblack, nonartifact creature"
        else:
            break
        i += 1
    if head is None and power is not None:
        head = "creature"                   # "a 3/3", "a 4/4 green": a creature (208.1)
    if head is None:
        return None
    if head == "token":
        token = True
    elif head not in ("permanent", "spell"):
        types.add(head)
    if "token" in not_words:
        token = False
    # after the noun: "with hexproof (and flying)", "that has shroud", "I control", "my opponent controls",
    # "that is tapped", "with protection from white"
    while i < n:
        j = _post(words, i, keywords, status)
        if j is None:
            j = _arrived(words, i)
            if j is not None:
                status.add("summoning_sick")
        if j is not None:
            i = j
            continue
        whose, j = _controlled(words, i)
        if whose is not None and controller is None:
            controller, i = whose, j
            continue
        break
    if colors is not None and not_words & {c for c in COLOR_CODES if COLOR_CODES[c] in colors}:
        return None                         # "black nonblack creature": not a real description
    return Described(words=tuple(words[:i]), head=head, types=frozenset(types),
                     colors=frozenset(colors) if colors is not None else None, multicolored=multicolored,
                     not_words=frozenset(not_words), controller=controller, keywords=tuple(keywords),
                     status=frozenset(status), legendary=legendary, token=token, subtypes=tuple(subtypes),
                     power=power, toughness=toughness,
                     consumed=i)


def _types_then_token(words, i: int) -> bool:
    """Creature-type words from words[i] on, then "token" or "tokens" ("Zombie Soldier token")."""
    while i < len(words) and words[i] in TOKEN_CREATURE_TYPES:
        i += 1
    return i < len(words) and words[i] in ("token", "tokens")


def _past_opponent(words, i: int) -> int | None:
    """After "my" or "an": the index past "opponent's" when it follows (i itself when it doesn't);
    None for "my opponent creature", which is no way of writing it."""
    if i >= len(words) or words[i] not in _OPPONENT:
        return i
    if i + 1 < len(words) and words[i + 1] in ("'s", "'"):
        return i + 2
    return None if words[i] == "opponent" else i + 1


def _keyword_at(words, i: int) -> tuple[tuple[str, str | None], int] | None:
    """One keyword ability at words[i]: ("hexproof", None), ("protection", "from white and from blue")."""
    n = len(words)
    if i + 1 < n and (words[i], words[i + 1]) in _TWO_WORD_KEYWORDS:
        return (_TWO_WORD_KEYWORDS[(words[i], words[i + 1])], None), i + 2
    if i + 2 < n and words[i] in ("first", "double") and words[i + 1] == "-" and words[i + 2] == "strike":
        return (f"{words[i]} strike", None), i + 3
    if i < n and words[i] == "protection" and i + 2 < n and words[i + 1] == "from":
        j = i + 2
        qualities: list[str] = []
        while j < n and words[j] in _PROTECTION_QUALITIES:
            qualities.append(words[j])
            j += 1
            if j + 1 < n and words[j] == "and" and words[j + 1] == "from":
                qualities.append("and from")
                j += 2
            elif j + 1 < n and words[j] in ("and", "or") and words[j + 1] in COLOR_CODES:
                qualities.append(words[j])
                j += 1
        if not qualities or qualities[-1] == "and from":
            return None
        return ("protection", "from " + " ".join(qualities)), j
    if i < n and words[i] in _KEYWORD_ADJECTIVES and words[i] != "ward":
        return (words[i], None), i + 1
    return None


def _post(words, i: int, keywords: list, status: set[str]) -> int | None:
    """"with hexproof and flying", "that has shroud", "that is tapped": the index after it, or None."""
    n = len(words)
    j = i
    if j < n and words[j] == "with":
        j += 1
    elif j + 1 < n and words[j] in ("that", "which", "who") and words[j + 1] in ("has", "have"):
        j += 2
    elif j + 1 < n and words[j] in ("that", "which") and words[j + 1] in ("is", "'s", "are"):
        if j + 2 < n and words[j + 2] in _STATUS:
            status.add(_STATUS[words[j + 2]])
            return j + 3
        return None
    else:
        return None
    found = _keyword_at(words, j)
    if found is None:
        return None
    keywords.append(found[0])
    j = found[1]
    while j + 1 < n and words[j] in ("and", ",", "or"):
        more = _keyword_at(words, j + 1)
        if more is None:
            break
        keywords.append(more[0])
        j = more[1]
    return j


# how a description says the creature came under its controller's control this turn (302.6)
_ARRIVALS = tuple(tuple(a.split()) for a in (
    "with summoning sickness", "that has summoning sickness", "that have summoning sickness",
    "which has summoning sickness", "that is summoning sick", "that are summoning sick",
    "affected by summoning sickness", "that is affected by summoning sickness",
    "that are affected by summoning sickness", "that entered the battlefield this turn", "that entered this turn",
    "that came in this turn", "that came into play this turn", "that just entered the battlefield",
    "that just entered", "that just came in", "i just cast", "that i just cast", "i cast this turn",
    "that i cast this turn", "i played this turn", "that i played this turn", "i just played"))


def _arrived(words, i: int) -> int | None:
    """"with summoning sickness", "that entered this turn", "I just cast": the index after it, or None."""
    for phrase in _ARRIVALS:
        if tuple(words[i:i + len(phrase)]) == phrase:
            return i + len(phrase)
    return None


def controlled_after(words) -> tuple[str | None, int]:
    """ "under my control", "under my opponent's control" at words[0]: ("you" | "opponent" | None, the
    number of words it takes)."""
    whose, stop = _controlled(words, 0)
    return (whose, stop) if whose is not None and words[:1] == ["under"] else (None, 0)


def _controlled(words, i: int) -> tuple[str | None, int]:
    """"(that) I control", "(that) my opponent controls", "under my control", "controlled by my
    opponent": ("you" | "opponent", the index after it)."""
    n = len(words)
    j = i + 1 if i < n and words[i] in ("that", "which") else i
    if j + 1 < n and words[j] == "i" and words[j + 1] in _CONTROL:
        return "you", j + 2
    k = j + 1 if j < n and words[j] in ("my", "an", "the") else j
    if k + 1 < n and words[k] in ("opponent", "opponents") and words[k + 1] in _CONTROL:
        return "opponent", k + 2
    if j + 2 < n and words[j] == "under" and words[j + 1] == "my" and words[j + 2] == "control":
        return "you", j + 3
    if j + 4 < n and words[j] == "under" and words[j + 1] in ("my", "an", "the") and \
            words[j + 2] == "opponent" and words[j + 3] == "'s" and words[j + 4] == "control":
        return "opponent", j + 5
    if j + 1 < n and words[j] == "controlled" and words[j + 1] == "by":
        if j + 2 < n and words[j + 2] in ("me", "myself"):
            return "you", j + 3
        k = j + 2
        if k < n and words[k] in ("my", "an", "the"):
            k += 1
        if k < n and words[k] in ("opponent", "opponents"):
            return "opponent", k + 1
    return None, i
