"""Does a triggered ability trigger an additional time? (603.2d)

Some permanents make other triggered abilities trigger an additional time: those of permanents their
controller controls, when a kind of object enters, dies or attacks ("If a creature dying causes a
triggered ability of a permanent you control to trigger, that ability triggers an additional time"),
or every triggered ability of a kind of permanent ("If a triggered ability of another creature you
control of the chosen type triggers, it triggers an additional time"). This check reads those texts
from the cards' facts, then each triggered ability of the card asked about: its trigger event and what
it watches (`TriggerEvent`), and the keyword triggers of a spell (cascade, 702.85a), which trigger on
the stack and so never belong to a permanent.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import Ability, Card, Step, TriggerEvent, Verdict
from ..parse.triggers import alternatives
from . import CheckInput, Examine, Reads, check
from .facts import PERMANENT_TYPES, front, object_fits, shown, singular_of, step, text_of, whose
from .triggers import may_survive_destruction, watched

# "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that
# ability triggers an additional time." (also "a creature you control attacking would cause ...")
_BY_EVENT = re.compile(r"^if (?P<what>(?:an?|another) [^,]+?) (?P<event>entering(?: the battlefield)?|dying|attacking)"
                       r"(?P<yours> under your control)? (?:would )?causes? a triggered ability of a permanent you "
                       r"control to trigger, that ability triggers an additional time\.$", re.I)
# "If a triggered ability of a Shaman or another Wizard you control triggers, that ability triggers an additional time."
_BY_SOURCE = re.compile(r"^if (?:a triggered ability|an ability) of (?P<whose>[^,]+?) triggers, (?:that ability|it) "
                        r"triggers an additional time\.$", re.I)
_EVENT_WORDS = {"entering": "enters", "entering the battlefield": "enters", "dying": "dies", "attacking": "attacks"}
_EVENT_RULES = {"enters": "603.6a", "dies": "700.4", "attacks": "508.3a"}
# keyword abilities that trigger when their spell is cast (on the stack, not as a permanent)
_CAST_KEYWORDS = {"cascade": "702.85a"}
_OBJECT_WORDS = PERMANENT_TYPES | {"permanent"}


@dataclass(frozen=True)
class _Doubler:
    """One card's "triggers an additional time" ability: by the event an object does (`event`, `what`
    does it, `yours`: under its controller's control) or by the permanent whose abilities trigger (`whose`)."""

    card: Card
    ability: Ability
    event: str | None = None
    what: str = ""
    yours: bool = False
    whose: str = ""


def doublers(card: Card) -> list[_Doubler] | None:
    """The card's trigger-doubling abilities; None when it has one whose words this check doesn't read."""
    found = []
    for ability in front(card).abilities:
        text = text_of(ability)
        if "additional time" not in text and "triggers twice" not in text:
            continue
        by_event, by_source = _BY_EVENT.match(text), _BY_SOURCE.match(text)
        if by_event:
            what = by_event["what"]
            relation, what = whose(what)
            found.append(_Doubler(card, ability, _EVENT_WORDS[by_event["event"].lower()], what.strip(),
                                  bool(by_event["yours"]) or relation == "same"))
        elif by_source:
            found.append(_Doubler(card, ability, whose=by_source["whose"]))
        else:
            return None
    return found


def _kinds(words: str) -> set[str]:
    """The object types and capitalised subtypes a description names ("an artifact or creature" ->
    {"artifact", "creature"}, "another Wizard" -> {"wizard"})."""
    out = set()
    for word in re.findall(r"[A-Za-z]+", words):
        singular = singular_of(word.lower())
        if singular in _OBJECT_WORDS or word[0].isupper():
            out.add(singular)
    return out


def _event_covers(doubler: _Doubler, event: TriggerEvent, watcher: Card, subject: Card | None) -> tuple[str, str]:
    """Does the object that does the trigger event fall in the doubler's kind ("a creature dying")?"""
    if subject is not None:
        fit = object_fits(re.sub(r"^(?:an?|another) ", "", doubler.what), subject)
        if fit is None:
            return "depends", f"whether {subject.name} is {doubler.what}"
        return fit[0], f"{subject.name} {'is' if fit[0] == 'yes' else 'is not'} {doubler.what}"
    wanted = _kinds(doubler.what)
    if doubler.event == "attacks" and "creature" in wanted:
        return "yes", "only creatures attack"        # 508.1a
    values = []
    for alternative in alternatives(event.subject):
        if alternative == "~":
            fit = object_fits(" or ".join(sorted(wanted)), watcher) if wanted else ("yes", "")
            values.append(fit[0] if fit else "depends")
            continue
        values.append(_covers(wanted, _kinds(alternative)))
    # every object it watches must be counted for a yes: "~ or another creature" with "a Wizard entering" depends
    value = next(iter(set(values))) if len(set(values)) == 1 else "depends"
    said = {"yes": "every object it watches is", "depends": "only some objects it watches are",
            "no": "no object it watches is"}[value]
    return value, f"{said} {doubler.what}"


def _covers(wanted: set[str], named: set[str]) -> str:
    """Is every object a trigger names ("another creature", "a Vampire") one the doubler counts ("an artifact or
    creature", "a Wizard")? "depends" when only some may be (a creature may be a Wizard)."""
    if "permanent" in wanted or (named and named <= wanted):
        return "yes"
    wanted_types, named_types = wanted & _OBJECT_WORDS, named & _OBJECT_WORDS
    if not named or named_types & (wanted_types | {"permanent"}) or (named - _OBJECT_WORDS and not named_types):
        return "depends"
    if wanted - _OBJECT_WORDS and named_types & {"creature"}:
        return "depends"                     # "a creature" may be a Wizard
    return "no"


def _source_fits(doubler: _Doubler, watcher: Card, on_stack: bool, chosen: str | None) -> tuple[str, str]:
    """Is the ability's source one of the permanents (or spells) whose abilities the doubler names?"""
    if on_stack and "spell" not in doubler.whose:
        return "no", f"the ability triggers while {watcher.name} is a spell on the stack, not {doubler.whose}"
    if doubler.card is watcher and re.search(r"\banother\b|\bother\b", doubler.whose):
        return "no", f"{watcher.name} names only other permanents"
    words = re.sub(r"\b(?:an?|another|you control|under your control)\b", " ", doubler.whose)
    if re.search(r"\bof the chosen type\b", words):
        if chosen is None:
            return "depends", f"whether {watcher.name} is of the chosen type"
        words = f"{chosen} {words.replace('of the chosen type', ' ')}"      # "naming Elemental"
    fit = object_fits(words.replace("spell", " "), watcher)
    if fit is None:
        return "depends", f"whether {watcher.name} is {doubler.whose}"
    return fit[0], f"{watcher.name} {'is' if fit[0] == 'yes' else 'is not'} {doubler.whose}"


@dataclass(frozen=True)
class _Instance:
    """One triggered ability of the card asked about: its event, or the keyword that triggers on casting."""

    ability: Ability
    event: TriggerEvent | None
    keyword: str | None = None


def _instances(watcher: Card) -> list[_Instance]:
    out = []
    for ability in front(watcher).abilities:
        keyword = (ability.keyword or "").lower()
        if ability.kind == "keyword" and keyword in _CAST_KEYWORDS:
            out.append(_Instance(ability, None, keyword))
        elif ability.kind == "triggered" and ability.event is not None:
            out.extend(_Instance(ability, event) for event in ability.event.events())
    return out


@check("triggers.additional_times.v1", intent="trigger.doubled",
       answers="Does A's triggered ability trigger an additional time because of B (\"If a creature dying causes a "
               "triggered ability of a permanent you control to trigger, that ability triggers an additional time\")? "
               "Reads the event each of A's abilities triggers on, what it watches, who controls A and B, and the "
               "object the story says dies; a spell's cascade triggers on the stack, never as a permanent's.",
       cites=("603.2d", "603.2", "603.10a", "603.6a", "700.4", "702.85a", "110.1"),
       reads=Reads(roles=("watcher",), optional=("doubler",), params=("times", "ask", "keyword", "event", "chosen"),
                   scenario=("controller", "zone", "events")),
       examine=Examine(r"additional time|triggers? twice|copy (?:target|that) (?:activated or )?triggered ability",
                       "changes how many times an ability triggers", "603.2d"),
       ruling_terms=("additional time", "trigger", "twice"))
def additional_times(q: CheckInput) -> Verdict | None:
    watcher = q.need("watcher")
    named = [c for c in (q.card("doubler"), *q.others) if c is not None and c is not watcher]
    by_card = {c.name: doublers(c) for c in named}
    if any(found is None for found in by_card.values()) or doublers(watcher) != []:
        return None                          # a doubling text this check doesn't read, or the watcher's own
    found = [d for ds in by_card.values() for d in ds or ()]
    if not found:
        return None                          # no card told makes abilities trigger again: not this question
    if q.card("doubler") is not None and not by_card[q.need("doubler").name]:
        return None                          # the card read as the doubler doesn't double: roles not clear
    dies = [e.card for e in q.question.reading.scenario.events if e.kind == "dies"]
    if len(q.question.reading.scenario.events) != len(dies) or len(set(dies)) > 1:
        return None                          # other events, or several objects dying: not read here
    subject = next((c for c in (watcher, *named) if dies and c.name == dies[0]), None)
    if subject is not None and may_survive_destruction(subject):
        return None                          # told destroyed, it may not die (702.12b, 701.19a)
    event_asked = "dies" if dies else q.details.get("event")
    instances = _instances(watcher)
    keyword = q.details.get("keyword")
    if keyword:
        instances = [i for i in instances if i.keyword == keyword]
    elif event_asked:
        instances = [i for i in instances if i.event is not None and i.event.event in (event_asked, "leaves")]
    weighed = set(_EVENT_RULES) | {"leaves", "cast"}
    if not instances or not (keyword or event_asked) and any(
            i.event is not None and i.event.event not in weighed for i in instances):
        return None                          # no such trigger, or triggers this check can't weigh
    steps: list[Step] = []
    assumptions: list[str] = []
    watcher_side = q.controller("watcher")
    controllers = {c.name: q.controller_of(c.name) for c in named}
    # ("yes" | "depends", how many times it triggers with the doublers that apply)
    counts: list[tuple[str, int]] = []
    for instance in instances:
        extra, undecided = 0, False
        on_stack = instance.keyword is not None or (instance.event is not None and instance.event.event == "cast"
                                                    and instance.event.self_only)
        said = f"\"{shown(instance.ability)}\"" if instance.keyword is None else \
            f"{instance.keyword} (\"When you cast this spell ...\")"
        steps.append(step(f"{watcher.name}: {said} is a triggered ability.",
                          _CAST_KEYWORDS.get(instance.keyword or "", "603.2")))
        if instance.event is not None and subject is not None:
            if instance.event.event == "leaves":
                steps.append(step(f"{subject.name} dies: it leaves the battlefield.", "700.4", "603.10a"))
            theirs = q.controller_of(subject.name)
            same = True if subject is watcher else None if watcher_side is None or theirs is None else \
                watcher_side == theirs
            fit = watched(instance.event, watcher, subject, same)
            if fit is None:
                return None                  # whether it watches the object that dies: not read here
            steps.append(step(f"{subject.name} dies, and for this ability: {fit[1]}.", "603.2"))
            if fit[0] != "yes":
                if fit[0] == "depends":
                    return None
                counts.append(("yes", 0))        # it doesn't trigger at all
                continue
        for doubler in found:
            if doubler.event is not None:
                if on_stack or instance.event is None or instance.event.event not in (doubler.event, "leaves") or (
                        instance.event.event == "leaves" and doubler.event != "dies"):
                    steps.append(step(f"{doubler.card.name} counts only abilities that trigger when "
                                      f"{doubler.what} {doubler.event}; this one doesn't.", "603.2d"))
                    continue
                if instance.event.event == "leaves" and subject is None:
                    undecided = True
                    assumptions.append(f"{watcher.name}'s ability triggers twice only if the object leaves the "
                                       "battlefield by dying.")
                    continue
                value, why = _event_covers(doubler, instance.event, watcher, subject)
                rules = (_EVENT_RULES[doubler.event], "603.2d")
            else:
                value, why = _source_fits(doubler, watcher, on_stack, q.details.get("chosen"))
                rules = ("603.2d", "110.1")
            steps.append(step(f"{doubler.card.name}: \"{shown(doubler.ability)}\": {why}.", *rules))
            if value == "no":
                continue
            if doubler.yours and instance.event is not None and instance.event.controller != "you" and (
                    subject is None or q.controller_of(subject.name) is None
                    or q.controller_of(subject.name) != controllers.get(doubler.card.name)):
                # "a Wizard entering the battlefield under your control": whose object it is isn't told
                value, why = "depends", f"{why}, and only objects its controller controls count"
            if doubler.card is subject and doubler.event == "dies":
                steps.append(step(f"{doubler.card.name} dies in the same event, and abilities that trigger on it "
                                  "look back in time: its effect still applies.", "603.10a"))
            # the doubler counts only abilities of permanents its controller controls
            theirs = controllers.get(doubler.card.name)
            if watcher_side is not None and theirs is not None and watcher_side != theirs:
                steps.append(step(f"{watcher.name} and {doubler.card.name} have different controllers.", "603.2d"))
                continue
            if watcher_side is None or theirs is None:
                assumptions.append(f"The same player controls {watcher.name} and {doubler.card.name}.")
            if value == "depends":
                undecided = True
                assumptions.append(f"{doubler.card.name} counts it only in some cases: {why}.")
                continue
            extra += 1
        counts.append(("depends" if undecided else "yes", 1 + extra))
    return _verdict(q, watcher, counts, steps, assumptions)


def _verdict(q: CheckInput, watcher: Card, counts: list[tuple[str, int]], steps: list[Step],
             assumptions: list[str]) -> Verdict | None:
    """The verdict on the number of times asked ("twice", "two cascade triggers"), or the number
    ("how many times"); one ability's count unless the question names a keyword (all its instances)."""
    keyword = q.details.get("keyword")
    if len(counts) > 1 and not keyword:
        return None                          # which of its abilities is asked about isn't said
    total = sum(times for _, times in counts)
    undecided = any(value == "depends" for value, _ in counts)
    which = f"{watcher.name}'s {keyword} abilities trigger" if keyword else f"{watcher.name}'s ability triggers"
    in_all = " in all" if keyword else ""
    examined = tuple(c.name for c in q.others)
    if q.details.get("ask") == "count":
        if undecided:
            return None                      # one that may or may not be doubled: no single number
        said = f"{which} {_times(total)}{in_all}." if total else f"{watcher.name}'s ability doesn't trigger."
        return Verdict(None, said, tuple(steps), tuple(dict.fromkeys(assumptions)), examined, amount=str(total))
    asked = int(q.details.get("times", "2"))
    value = "depends" if undecided else "yes" if total == asked else "no"
    answer = {"yes": f"Yes: {which} {_times(total)}{in_all}.",
              "no": f"No: {which} {_times(total)}{in_all}, not {_times(asked)}." if total else
                    f"No: {watcher.name}'s ability doesn't trigger at all.",
              "depends": f"It depends: {which} {_times(asked)}{in_all} only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), tuple(dict.fromkeys(assumptions)), examined)


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")
