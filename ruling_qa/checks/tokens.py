"""Tokens and counters: tokens that leave the battlefield, and the replacement effects that make more tokens or
counters (614.1a: "twice that many", "that many plus one"; below).

Tokens that leave the battlefield (111.7, 111.8, 704.5d): a token in a zone other than the
battlefield ceases to exist, and a token that has left the battlefield can't move to another zone
or come back onto the battlefield. So an effect that returns something from a graveyard or from
exile, or exiles something and then returns it (a flicker, or an exile "until" an event, 610.3),
never brings a token back.

The check reads the effect card's abilities sentence by sentence: every sentence that moves an
object (return, put) must be one this module reads as "from a graveyard" or "from exile" for a
verdict; a card that also returns permanents from the battlefield to a hand (the token does go
there, then ceases to exist), or moves objects some other way, gets none.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, Step, Verdict
from ..parse.objects import describe
from ..parse.oracle import number_of
from . import CheckInput, Examine, Reads, check
from .facts import front, shown, step, text_of

# a sentence that moves an object between zones (putting counters on something moves nothing, 122.1)
_MOVES = re.compile(r"\b(?:return|returns|returned|put|puts)\b", re.I)
_PUT_COUNTERS = re.compile(r"\bputs? (?:a|an|one|two|three|four|five|x|that many|\d+) [^.]*?\bcounters? on\b", re.I)
# 404: from a graveyard ("from your graveyard", "from a graveyard", "in your graveyard")
_FROM_GRAVEYARD = re.compile(r"\b(?:from|in) (?:(?:your|a|an|its owner's|their|that player's|target player's|"
                             r"each player's|an opponent's|all|any) )?(?:owner's )?graveyards?\b", re.I)
# 406: from exile ("from exile", "the exiled card", "cards exiled with ~", "you own in exile")
_FROM_EXILE = re.compile(r"\bfrom exile\b|\bin exile\b|\bexiled cards?\b|\bcards? exiled with\b|"
                         r"\bexiled (?:permanent|creature)s?\b", re.I)
# a flicker: the ability exiled something and this sentence returns that same object (400.7)
_RETURNS_IT = re.compile(r"\breturn (?:it|them|that card|those cards|that permanent|those permanents|that creature|"
                         r"those creatures|the card|the cards|each card exiled this way|the exiled card)\b", re.I)
_EXILES = re.compile(r"\bexiles?\b", re.I)
# 610.3: exiled "until" an event: a second one-shot effect returns it then
_UNTIL = re.compile(r"\bexiles? (?!~)[^.:]*\buntil [^.]*\bleaves the battlefield\b", re.I)
# dies, then returned: it was put into a graveyard (700.4) ("Whenever a creature with power 1 or less is put into your
# graveyard from the battlefield, you may return that card to the battlefield ...")
_DIES_RETURN = re.compile(r"\b(?:dies|(?:is|are) put into (?:a|your|its owner's|an opponent's) graveyard from the "
                          r"battlefield), (?:you may )?return (?:it|that card|that creature)\b", re.I)
# the card moves itself ("return ~ from your graveyard", "exile ~, then return it"): not a question about tokens
_ITSELF = re.compile(r"\b(?:return|put|exile) ~(?:\W|$)|\bwhen ~ dies\b|\bwhenever ~ dies\b", re.I)
# where it goes: the battlefield or a hand (to a library or a graveyard is another question)
_TO_PLAY_OR_HAND = re.compile(r"\b(?:to|onto) the battlefield\b|\b(?:to|into) (?:your|their|its owner's|their owners'|"
                              r"their owner's|that player's|his or her|owner's|owners') hands?\b", re.I)

_KINDS = ("spell", "activated", "triggered", "static")


def _sentences(text: str) -> list[str]:
    """The sentences of an ability, including those of an ability it grants in quotes."""
    flat = text.replace("\u201c", '"').replace("\u201d", '"').replace('"', " ")
    return [s.strip() for s in re.split(r"(?<=[.!])\s+", flat) if s.strip()]


def _is_move(sentence: str) -> bool:
    return bool(_MOVES.search(_PUT_COUNTERS.sub(" ", sentence)))


def _how(ability: Ability) -> tuple[list[str], bool]:
    """(what this ability's moves are: "graveyard", "exile", "flicker"; whether one move is something
    else), reading it sentence by sentence."""
    found: list[str] = []
    other = False
    text = text_of(ability)
    sentences = _sentences(text)
    exiled = False                            # an earlier sentence (or clause) of this ability exiles
    for sentence in sentences:
        if _UNTIL.search(sentence):
            found.append("until")
            exiled = True
            if _is_move(sentence):
                other = True                  # more in it than the exile: not read
            continue
        if not _is_move(sentence):
            exiled = exiled or bool(_EXILES.search(sentence))
            other = other or bool(_ITSELF.search(sentence))     # "Exile ~. Return it ...": itself again
            continue
        if _ITSELF.search(sentence) or not _TO_PLAY_OR_HAND.search(sentence):
            other = True                      # the card moves itself, or to a library or a graveyard
        elif _FROM_GRAVEYARD.search(sentence):
            found.append("graveyard")
        elif _FROM_EXILE.search(sentence):
            found.append("exile")
        elif _DIES_RETURN.search(sentence):
            found.append("graveyard")
        elif _RETURNS_IT.search(sentence) and (exiled or _EXILES.search(sentence.split("return")[0])):
            found.append("flicker")
        else:
            other = True                      # from the battlefield to a hand, from a library ...
        exiled = exiled or bool(_EXILES.search(sentence))
    return found, other


_SAYS = {"graveyard": "returns or puts a card from a graveyard onto the battlefield or into a hand",
         "exile": "returns a card from exile",
         "flicker": "exiles an object, then returns that card",
         "until": "exiles an object until an event, and returns it then (610.3)"}


def returns_from_elsewhere(card: Card) -> tuple[list[tuple[Ability, str]], bool]:
    """(the abilities of the card that move an object from a graveyard or from exile back, each with
    how; whether the card moves objects some other way too, or in words this doesn't read)."""
    found: list[tuple[Ability, str]] = []
    other = False
    for face in card.faces:
        for ability in face.abilities:
            if ability.kind not in _KINDS:
                continue
            hows, elsewhere = _how(ability)
            other = other or elsewhere
            found += [(ability, how) for how in dict.fromkeys(hows)]
    return found, other


# a named card the check has no role for: one that mentions tokens, copies, or replaces how objects
# move between zones could change the answer
CHANGES_TOKENS = Examine(r"\btokens?\b|\bcop(?:y|ies)\b|\bwould\b|\binstead\b|\bphas",
                         "mentions tokens or copies, or replaces how objects move between zones", "111.8")


@check("tokens.leave_battlefield.v1", intent="token.returns",
       answers="Can A return (or flicker back) a token once it has left the battlefield? Reads whether A's abilities "
               "return objects from a graveyard or from exile, or exile and then return them; a token that has "
               "left the battlefield can't come back (111.8) and ceases to exist (111.7, 704.5d).",
       cites=("111.7", "111.8", "704.5d", "610.3", "400.7"),
       reads=Reads(roles=("effect",), params=("object",), scenario=("controller", "zone", "players")),
       examine=CHANGES_TOKENS, ruling_terms=("token", "cease to exist", "return", "exile"))
def token_returns(q: CheckInput) -> Verdict | None:
    card = q.need("effect")
    described = describe(q.details.get("object", "").split())
    if described is None or described.token is not True or described.head == "spell":
        return None                          # not a token, or a token spell on the stack (111.8 is about permanents)
    found, other = returns_from_elsewhere(card)
    if not found or other:
        return None                          # nothing returned, or a bounce to a hand: not a clean yes or no
    what = described.told_back
    steps: list[Step] = [step(f"{card.name}: \"{shown(ability)}\" This {_SAYS[how]}.",
                              "610.3" if how == "until" else "400.7") for ability, how in found]
    steps.append(step(f"Before {card.name} can return it, {what} has left the battlefield (to a graveyard, or to "
                      "exile). A token that has left the battlefield can't move to another zone or come back onto "
                      "the battlefield.", "111.8"))
    steps.append(step("A token in a zone other than the battlefield ceases to exist the next time state-based "
                      "actions are checked.", "111.7", "704.5d"))
    return Verdict("no", f"No: {card.name} can't bring back {what}. A token that has left the battlefield can't "
                   "come back onto the battlefield or move to a hand, and it ceases to exist.", tuple(steps))


# --- token doublers (614.1a): "does B double the tokens from A?", "how many tokens does A make with B?" -------

# a replacement effect that makes more tokens: "If an effect would create one or more tokens under your control,
# it creates twice that many of those tokens instead." / "If one or more creature tokens would be created under
# your control, three times that many of those tokens are created instead."
_MORE_TOKENS = re.compile(r"^if (?:an effect would create one or more (?P<kind>[a-z ]*?)tokens?(?P<yours> under your "
                          r"control)?|one or more (?P<kind2>[a-z ]*?)tokens? would be created(?P<yours2> under your "
                          r"control)?), (?:it creates )?(?P<times>twice|three times) that many of those tokens(?: are "
                          r"created)? instead\.$", re.I)
# a creation by the ability's controller: "Create two 1/1 white Soldier creature tokens", "create X Treasure tokens"
_CREATE = re.compile(r"(?:^|[.:,;] |\bthen |\band )(?:you )?create (?P<n>a|an|one|two|three|four|five|six|seven|eight|"
                     r"nine|ten|x|\d+) (?P<what>[^.]*?)\btokens?\b", re.I)
_ANY_CREATE = re.compile(r"\bcreates?\b|\bamass\b|\binvestigate\b|\bfabricate\b|\bpopulate\b|\bincubate\b", re.I)


def makes_more(card: Card, other: Card) -> str | None:
    """"tokens" or "counters" when the card has a replacement effect that makes more of them (614.1a) and the other
    card makes tokens, or puts counters on itself; None when neither, or both."""
    kinds = [kind for kind, found in (
        ("tokens", _doubling(card) and any(_CREATE.search(text_of(a)) for f in other.faces for a in f.abilities)),
        ("counters", _more_counters(card) and _placements(other, None, False))) if found]
    return kinds[0] if len(kinds) == 1 else None


def _doubling(card: Card) -> list[tuple[Ability, re.Match]]:
    """The card's static replacement effects that make more tokens."""
    return [(a, m) for face in card.faces for a in face.abilities
            if a.kind == "static" and (m := _MORE_TOKENS.match(text_of(a)))]


@check("tokens.doubled.v1", intent="tokens.doubled",
       answers="Does B's replacement effect (\"If an effect would create one or more tokens under your control, it "
               "creates twice that many of those tokens instead\") make A create more tokens, and how many? Reads "
               "what A creates, whether they are the kind B names, and whose control they are created under.",
       cites=("614.1a", "111.2", "109.5", "616.1"),
       reads=Reads(roles=("doubler", "creator"), params=("ask", "kind"), scenario=("controller", "players")),
       examine=Examine(r"token|instead|twice|three times", "changes how many tokens are created", "614.1a"),
       ruling_terms=("token", "twice that many", "instead"))
def doubled_tokens(q: CheckInput) -> Verdict | None:
    doubler, creator = q.need("doubler"), q.need("creator")
    if not _doubling(doubler) and _doubling(creator):
        doubler, creator = creator, doubler  # "how many tokens does A make with B": whichever one doubles
    found = _doubling(doubler)
    if len(found) != 1 or _doubling(creator) or len(creator.faces) > 1:
        return None
    ability, m = found[0]
    kind = (m["kind"] or m["kind2"] or "").strip().lower()
    yours = bool(m["yours"] or m["yours2"])
    times = 2 if m["times"].lower() == "twice" else 3
    texts = [text_of(a) for a in front(creator).abilities]
    creations = [(t, c) for t in texts for c in _CREATE.finditer(t)]
    if not creations or len(creations) != len([1 for t in texts for _ in _ANY_CREATE.finditer(t)]):
        return None                          # no creation read, or one by someone else ("its controller creates")
    if len(creations) > 1:
        return None                          # several creations: which one is asked isn't read
    text, created = creations[0]
    what = created["what"].strip()
    steps = [step(f"{doubler.name}: \"{shown(ability)}\" is a replacement effect.", "614.1a"),
             step(f"{creator.name}: \"{text}\".", "111.2")]
    asked = q.details.get("kind")
    if asked is not None and not re.search(rf"\b{re.escape(asked.removesuffix('s'))}s?\b", what, re.I):
        return None                          # "Treasure tokens" asked, and it makes others (or a copy): not read
    if kind and not what:
        return None                          # "a token that's a copy of ...": its types aren't read here
    count = created["n"].lower()
    n = number_of(count)
    printed = f"{n}" if n is not None else count.upper()
    tokens = f"{what} tokens" if what else "tokens"
    unchanged = Verdict(None, f"{creator.name} creates {printed} {tokens}; {doubler.name} doesn't change that.",
                        amount=printed)
    if kind and kind not in what.lower().split():
        verdict = Verdict("no", f"No: {doubler.name} makes more only of {kind} tokens, and {creator.name}'s "
                          f"{what} tokens aren't.", tuple(steps))
        return replace(unchanged, steps=verdict.steps) if q.details.get("ask") == "count" else verdict
    assumptions: tuple[str, ...] = ()
    if yours:
        mine, theirs = q.controller("doubler"), q.controller("creator")
        if mine is not None and theirs is not None and mine != theirs:
            steps.append(step(f"The tokens are created under {creator.name}'s controller's control, not "
                              f"{doubler.name}'s controller's.", "109.5"))
            if q.details.get("ask") == "count":
                return replace(unchanged, steps=tuple(steps))
            return Verdict("no", f"No: {doubler.name} makes more tokens only for its controller, and "
                           f"{creator.name}'s controller creates these.", tuple(steps))
        if mine is None or theirs is None:
            assumptions = (f"You control both {doubler.name} and {creator.name}.",)
    many = f"{n * times}" if n is not None else f"{'twice' if times == 2 else 'three times'} {count.upper()}"
    steps.append(step(f"{creator.name} would create {printed}; {doubler.name} replaces that with {many}.", "614.1a"))
    if q.details.get("ask") == "count":
        return Verdict(None, f"{creator.name} creates {many} {tokens} with {doubler.name} (instead of {printed}).",
                       tuple(steps), assumptions, amount=many)
    return Verdict("yes", f"Yes: with {doubler.name}, {creator.name} creates {many} {tokens} instead of {printed}.",
                   tuple(steps), assumptions)


# --- counter doublers (614.1a, 614.1c): "does B add a counter when A enters?", "does B double a planeswalker's
# loyalty?" --------------------------------------------------------------------------------------------------

# "If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters
# on that permanent instead." / "If one or more +1/+1 counters would be put on a creature you control, that many plus
# one +1/+1 counters are put on it instead."
_MORE_COUNTERS = re.compile(r"^if (?P<effect>an effect would put|one or more) (?:one or more )?(?P<kind>\+1/\+1 |-1/-1 )?"
                            r"counters (?:would be put )?on (?P<what>a permanent|a creature|an artifact or creature)"
                            r"(?P<yours> you control)?, (?:it puts )?(?P<how>twice that many|that many plus one)\b"
                            r"[^.]*instead\.$", re.I)
_ENTERS_WITH = re.compile(r"^~ enters(?: the battlefield)? with (?P<n>a|an|one|two|three|four|five|six|x|\d+) "
                          r"(?P<kind>\+1/\+1|-1/-1|[a-z]+) counters? on it\.$", re.I)
_PUT_ON_ITSELF = re.compile(r"\bput (?P<n>a|an|one|two|three|four|five|six|x|\d+) (?P<kind>\+1/\+1|-1/-1|[a-z]+) "
                            r"counters? on ~(?:\.|$)", re.I)


def _more_counters(card: Card) -> list[tuple[Ability, re.Match]]:
    return [(a, m) for face in card.faces for a in face.abilities
            if a.kind == "static" and (m := _MORE_COUNTERS.match(text_of(a)))]


def _placements(card: Card, loyalty: str | None, entering: bool) -> list[tuple[str, str, str, bool]] | None:
    """(how it's said, the number, the kind of counter, put by an effect) for each way the card puts counters on
    itself that the question may ask about; None when it puts counters in ways not read here."""
    face = front(card)
    out = []
    if face.loyalty and "planeswalker" in {t.lower() for t in face.types}:
        if loyalty is not None:
            ability = next((a for a in face.abilities if (a.loyalty or "").replace("\u2212", "-") == loyalty), None)
            if ability is None or not loyalty.startswith("+"):
                return None
            # 606.4: a loyalty ability's cost puts the counters: a cost, not an effect
            return [(f"the cost of its {loyalty} ability", loyalty[1:], "loyalty", False)]
        out.append((f"it enters with {face.loyalty} loyalty counters (306.5b)", face.loyalty, "loyalty", True))
    elif loyalty is not None:
        return None
    for ability in face.abilities:
        text = text_of(ability)
        enters, put = _ENTERS_WITH.match(text), _PUT_ON_ITSELF.search(text.split(":", 1)[-1])
        if enters:
            out.append((f"\"{shown(ability)}\"", enters["n"], enters["kind"].lower(), True))
        elif put and not entering:
            out.append((f"\"{shown(ability)}\"", put["n"], put["kind"].lower(), True))
        elif re.search(r"\bcounters?\b", text, re.I) and re.search(r"\bput\b|\benters\b", text, re.I) and not put:
            return None                      # counters put on something else, or another way
    if entering:
        out = [p for p in out if "enters" in p[0]]
    return out


@check("counters.doubled.v1", intent="counters.doubled",
       answers="Does B's replacement effect (\"twice that many\", \"that many plus one\") change how many counters A "
               "gets: as it enters (\"enters with X +1/+1 counters\", a planeswalker's loyalty), from its own \"put a "
               "+1/+1 counter on ~\", or from a loyalty ability's cost (a cost isn't an effect)?",
       cites=("614.1a", "614.1c", "122.6", "306.5b", "606.4", "109.5"),
       reads=Reads(roles=("doubler", "source"), params=("loyalty", "entering", "ask", "x"),
                   scenario=("controller", "players")),
       examine=Examine(r"counter|instead|twice|plus one", "changes how many counters are put", "614.1a"),
       ruling_terms=("counter", "twice that many", "plus one", "instead", "loyalty"))
def doubled_counters(q: CheckInput) -> Verdict | None:
    doubler, source = q.need("doubler"), q.need("source")
    if not _more_counters(doubler) and _more_counters(source):
        doubler, source = source, doubler
    found = _more_counters(doubler)
    if len(found) != 1 or _more_counters(source) or len(source.faces) > 1:
        return None
    ability, m = found[0]
    placements = _placements(source, q.details.get("loyalty"), q.details.get("entering") == "yes")
    if not placements:
        return None
    face = front(source)
    types = {t.lower() for t in face.types}
    covered = {"a permanent": True, "a creature": "creature" in types,
               "an artifact or creature": bool(types & {"artifact", "creature"})}[m["what"].lower()]
    kind = (m["kind"] or "").strip()
    steps = [step(f"{doubler.name}: \"{shown(ability)}\" is a replacement effect.", "614.1a")]
    outcomes, amounts = [], []
    for said, n, counter, by_effect in placements:
        if not covered:
            outcomes.append(("no", f"{source.name} isn't {m['what'].lower()}"))
        elif kind and counter != kind:
            outcomes.append(("no", f"{said}: {counter} counters, not {kind} counters"))
        elif m["effect"].lower().startswith("an effect") and not by_effect:
            outcomes.append(("no", f"{said}: a cost puts those counters, not an effect"))
        else:
            # 107.3: X is the value chosen for it, when the question tells it ("I cast A with X = 2")
            count = int(q.details["x"]) if n.lower() == "x" and "x" in q.details else number_of(n)
            if count == 0:
                outcomes.append(("no", f"{said}: with X = 0 no counter is put, and there is nothing to replace"))
                amounts.append("0")
                continue
            twice = m["how"].lower().startswith("twice")
            # "one or more ... would be put": with X = 0 no counter is put, and nothing is replaced
            more = (str(count * 2 if twice else count + 1) if count is not None else
                    f"twice {n.upper()}" if twice else f"{n.upper()} plus one (if {n.upper()} is 1 or more)")
            outcomes.append(("yes", f"{said}: {n.upper() if count is None else count} becomes {more}"))
            amounts.append(more)
    values = {v for v, _ in outcomes}
    if len(values) > 1:
        return None                          # which of its ways of getting counters is asked isn't told
    steps += [step(why + ".", "614.1c" if "enters" in why else "606.4" if "cost" in why else "614.1a")
              for _, why in outcomes]
    value = values.pop()
    assumptions: tuple[str, ...] = ()
    if value == "yes" and m["yours"]:
        mine, theirs = q.controller("doubler"), q.controller("source")
        if mine is not None and theirs is not None and mine != theirs:
            steps.append(step(f"{doubler.name} covers only permanents its controller controls.", "109.5"))
            value = "no"
            if q.details.get("ask") != "count":
                return Verdict("no", f"No: {doubler.name} covers only permanents its controller controls, and "
                               f"{source.name} is another player's.", tuple(steps))
        elif mine is None or theirs is None:
            assumptions = (f"You control both {doubler.name} and {source.name}.",)
    if q.details.get("ask") == "count":
        if len(placements) != 1 or value != "yes" and not (amounts or placements[0][1].isdigit()):
            return None
        amount = amounts[0] if amounts else placements[0][1]
        return Verdict(None, f"{source.name} gets {amount} {placements[0][2]} counters with {doubler.name}.",
                       tuple(steps), assumptions, amount=amount)
    answer = (f"Yes: {doubler.name} changes how many counters {source.name} gets ({outcomes[0][1].split(': ')[-1]})."
              if value == "yes" else f"No: {doubler.name} doesn't change how many counters {source.name} gets.")
    return Verdict(value, answer, tuple(steps), assumptions)
