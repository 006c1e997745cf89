"""Pattern tables and word lists the question reader uses, as data (no spaCy import here).

Intent rules
------------
`INTENT_RULES` is read top to bottom: the first rule (lowest index) that matches decides the
intent; then every rule of that intent that matched (including `assign` rules, which never decide
an intent on their own) gives roles to the card mentions inside its match, in order, first come
first served. Cards left without a role get the next unused role of `DEFAULT_ROLES[intent]`.

Patterns are written in a small notation compiled to spaCy Matcher token patterns
(`ruling_qa.interpret.compile_pattern`). They run over a reduced copy of the question in which
every card mention is one token `CARD`, and every other token is its lower-case text:

    CARD        one card mention
    *           up to 10 tokens that are not card mentions (a gap)
    a|b|c       one token, any of these words (lower case)
    @NAME       one token from WORDS["NAME"] (may be combined: @TAP|tapping)
    x?          the token is optional

`need`: each named word set must occur somewhere in the question (any token, lower case).
`negates`: the pattern asks the negated statement ("will A fizzle" = "will A not resolve").
`avoid`: none of these word sets may occur.

Block list
----------
Card names that are ordinary English words or rules terms ("Flash", "Fog", "Island", "Redirect")
are taken for cards only when written as a name: capitalised (each capitalised word of the name)
and not the first word of a sentence, or inside [[...]]. `BRACKET_ONLY` names ("X", "What") need
the brackets. The single-word list was made from the card corpus: every one-word card or face name
whose English word frequency (wordfreq's Zipf scale) is at least 3.0, plus the names that are
glossary terms or keywords of the Comprehensive Rules, Magic jargon ("Counterspell", "Reanimate")
and the verbs among names of Zipf 2.5-3.0 ("Negate", "Topple"), less a few famous cards whose
names are rare as plain words (`TAKEN_LOWERCASE`).
"""
from __future__ import annotations

import re

from .objects import SPELL_KIND_TYPES

# --- word sets -----------------------------------------------------------------------------------

WORDS: dict[str, tuple[str, ...]] = {
    "CAN": ("can", "could", "may", "might", "will", "would", "should", "shall", "must", "does",
            "do", "did", "is", "are", "was", "were", "am", "ca", "wo"),
    "DET": ("a", "an", "the", "that", "this", "my", "your", "his", "her", "their", "its", "our",
            "one", "another", "opponent", "opponent's", "opponents"),
    "REDIRECT": ("redirect", "redirects", "redirected", "redirecting", "retarget", "retargets",
                 "retargeted", "retargeting", "reroute", "reroutes", "rerouted",
                 "hijack", "hijacks", "divert", "diverts", "deflect", "deflects"),
    # ("steal" alone is gaining control of a permanent; "steal the target of" is a CHANGE)
    "REDIRECTED": ("redirected", "retargeted", "rerouted", "diverted", "deflected",
                   "hijacked", "changed", "redirectable", "retargetable"),
    "CHANGE": ("change", "changes", "changed", "changing", "steal", "steals", "switch", "switches", "switched",
               "switching", "swap", "swaps", "swapped", "move", "moves", "moved", "alter", "alters",
               "modify", "modifies", "reselect", "reassign", "steal", "steals"),
    # what a story tells a spell was cast to do to its target ("I use A to destroy B")
    "TOLD_VERB": ("destroy", "exile", "kill", "bounce", "return", "tap", "untap", "counter"),
    # what a spell or ability would do to itself as its new target ("have B exile itself")
    "SELF_VERB": ("target", "targets", "exile", "exiles", "destroy", "destroys", "bounce", "bounces", "return",
                  "returns", "counter", "counters", "hit", "hits", "kill", "kills", "damage", "sacrifice"),
    "TARGET_N": ("target", "targets", "targeting", "targetting", "targeted", "targetted"),
    "TARGETV": ("target", "targets", "targeting", "targetting", "targeted", "targetted", "aim",
                "aims", "point", "points"),
    "CHOOSE": ("choose", "chooses", "chose", "choosing", "pick", "picks", "select", "selects"),
    "WORK": ("work", "works", "worked", "working", "function", "functions", "interact",
             "interacts", "do", "does"),
    "AGAINST": ("against", "vs", "vs.", "versus"),
    "COUNTERV": ("counter", "counters", "countered", "countering"),
    "OBJ": ("trigger", "triggers", "triggered", "ability", "abilities", "spell", "spells",
            "activation", "effect", "etb", "etbs"),
    "TRIG": ("trigger", "triggers", "triggered", "triggering", "proc", "procs", "activate",
             "activates", "happen", "happens", "see", "sees", "count", "counts",
             "notice", "notices", "care", "cares", "apply", "applies"),
    "BOOST": ("double", "doubles", "doubled", "triple", "triples", "add", "adds", "give", "gives",
              "produce", "produces", "make", "makes", "increase", "increases", "copy", "copies",
              "extra", "additional", "bonus", "more", "work", "works", "apply", "applies"),
    "TAP": ("tap", "taps", "tapped", "tapping"),
    "ATTACK": ("attack", "attacks", "attacked", "attacking", "swing", "swings", "swinging"),
    "BLOCK": ("block", "blocks", "blocking", "blocked"),
    "ACTIVATE": ("activate", "activates", "activated", "activating", "use", "uses", "using",
                 "ability", "abilities"),
    "CREW": ("crew", "crews", "crewing", "crewed"),
    "ACTIONV": ("tap", "taps", "tapping", "attack", "attacks", "attacking", "swing", "block",
                "blocks", "blocking", "activate", "activates", "activating", "use", "uses",
                "using", "crew", "crews", "crewing", "untap", "untaps", "tapped"),
    "TURNCUE": ("turn", "immediately", "instantly", "away", "asap", "haste", "hasty", "sick",
                "sickness", "same", "just", "enters", "entered", "enter", "etb", "etbs", "comes",
                "came", "played", "cast", "resolves", "resolved", "summoned", "fresh", "freshly"),
    "EFFECT_VERB": ("make", "create", "copy", "draw", "give", "put", "untap", "search", "add", "mill", "deal",
                    "return", "gain", "let", "tutor", "fetch", "drain", "ping", "shuffle", "scry", "surveil", "get",
                    "discard", "sacrifice", "lose", "exile", "destroy", "take"),
    "NOT_AN_EFFECT": ("activated", "activating", "activate", "triggering", "attacking", "blocking", "being"),
    "TURNCUE_STRONG": ("turn", "immediately", "instantly", "away", "asap", "haste", "hasty", "sick",
                       "sickness", "same", "just", "freshly", "fresh"),
    "TIME_TOLD": ("\u00a7time-told",),      # a cue, never a word: "it's my opponent's turn", "during combat"
    "TARGET_WORDS": ("target", "targets", "targeting", "targeted", "redirect", "counter", "respond", "response"),
    "LIFE_TOLD": ("\u00a7life-told",),      # a cue, never a word: a life total told in another sentence
    "ARRIVAL_CUE": ("comes", "came", "come", "entered", "enters", "enter", "summoned", "sick", "sickness", "haste",
                    "just", "resolves", "resolved"),
    "SICK": ("sick", "sickness", "summoning", "summon-sick", "summoningsick"),
    "HASTE": ("haste", "hasty", "hasted"),
    "GIVE": ("give", "gives", "gave", "giving", "given", "grant", "grants", "granted", "granting",
             "provide", "provides", "lend", "lends"),
    "MAKE": ("make", "makes", "made", "making", "produce", "produces", "produced", "producing",
             "add", "adds", "added", "adding", "generate", "generates", "generated", "tap", "taps",
             "tapping", "give", "gives", "provide", "provides", "create", "creates", "yield",
             "yields", "get", "ramp", "pay"),
    "COLOR": ("white", "blue", "black", "red", "green", "colorless", "colourless", "color",
              "colors", "colour", "colours", "colored", "coloured",
              "{"),        # "{" opens a mana symbol: "tap for {U}"
    "MANA": ("mana",),
    "EXTRA": ("extra", "additional", "double", "doubles", "doubled", "bonus"),
    # "double strike", "first strike": a keyword, not doubled mana
    "STRIKE": ("strike",),
    "OBJ_ABILITY": ("trigger", "triggers", "triggered", "ability", "abilities", "etb",
                    "activation"),
    "MANATAP": ("mana", "tap", "taps", "tapped", "tapping"),
    "EFFECT": ("ability", "abilities", "effect", "effects", "trigger", "triggered", "static"),
    # the reader's cue that the question told an attacker and its blocker (no word of a question)
    "COMBATSTORY": ("combat-story",),
    "ATTACKSTORY": ("attack-story",),   # ... and that one creature attacked (blocked by one, or unblocked)
    "BLOCKTOLD": ("block-told",),       # ... and whether it was blocked, and by which one creature
    "DAMAGESTORY": ("damage-story",),   # ... and that a card was dealt damage or got -N/-N
    "OPPHOLDS": ("opponent-holds",),   # ... and that an opponent controls a permanent named ("my opponent has B")
    "WHAT": ("what", "which", "how", "whats", "what's", "wat"),
    "FORCE": ("force", "forces", "forced", "forcing", "make", "makes", "made", "compel", "compels",
              "compelled", "require", "requires", "required", "obligate", "obligates", "obligated"),
    "HAVETO": ("have", "has", "need", "needs", "got", "gotta", "had"),
    "FORCEDP": ("forced", "required", "obligated", "compelled", "made"),
    "ATTACKX": ("attack", "attacks", "attacking", "attacked", "swing", "swings", "combat"),
    "X": ("x",),
    "COMMANDERW": ("commander", "commanders", "edh", "cedh", "general"),
    # card types, supertypes and basic land types a type question may ask about (205.2a, 205.4a, 205.3i)
    "CARDTYPE": ("artifact", "artifacts", "creature", "creatures", "enchantment", "enchantments", "land", "lands",
                 "planeswalker", "battle", "instant", "sorcery", "legendary", "basic", "snow", "plains", "island",
                 "swamp", "mountain", "forest", "permanent"),
    "MVSTATE": ("facedown", "face-down", "morphed", "manifested", "cloaked", "disguised", "prototyped", "transformed",
                "flipped", "melded", "fused", "kicked", "evoked", "dashed", "blitzed", "escaped", "foretold",
                "flashbacked", "overloaded", "bestowed", "cascaded"),
    # a spell's optional costs asked about (601.2b): its additional and alternative costs, by the verb or noun
    "OPTCOST": ("kick", "kicked", "kicker", "multikick", "multikicked", "multikicker", "evoke", "evoked", "bargain",
                "bargained", "buyback", "entwine", "entwined", "offspring", "casualty", "replicate", "conspire",
                "dash", "dashed", "blitz", "blitzed", "overload", "overloaded", "spectacle", "surge", "surged",
                "prowl", "prowled", "emerge", "emerged", "cleave", "cleaved", "awaken", "awakened", "bestow",
                "bestowed", "mutate", "mutated", "impending", "warp", "warped"),
    # ways a card gets onto the battlefield without being cast, or cast without paying its mana cost
    "PUTCAST": ("put", "puts", "putting", "reanimate", "reanimates", "reanimated", "cheat", "cheats", "cheated",
                "return", "returns", "returned", "cascade", "cascades", "cascaded", "cascading", "discover",
                "discovers", "discovered", "cast", "casts", "casting", "play", "plays", "drop", "drops", "dropped"),
    # keywords that change damage (120.3), and the damage a question asks about with them
    "KWDMG": ("lifelink", "deathtouch", "infect", "wither", "trample", "first", "double", "toxic"),
    "DMGKIND": ("noncombat", "non-combat", "fight", "fights", "fighting", "fought", "ability", "abilities", "ping",
                "pings", "pinging", "player", "players", "planeswalker", "planeswalkers", "stack", "stacks",
                "instances", "cumulative"),
    "WORKV": ("work", "works", "apply", "applies", "matter", "matters", "count", "counts", "function", "functions",
              "trigger", "triggers", "affect", "affects", "do", "does", "happen", "add"),
    # a spell's state a copy keeps (707.10)
    "COPYSTATE": ("kicked", "bargained", "entwined", "overloaded", "multikicked"),
    "RETURNV": ("return", "returns", "reanimate", "reanimates", "recur", "recurs", "flicker", "flickers", "blink",
                "blinks"),
    "ENTERX": ("enter", "enters", "entered", "entering", "etb", "etbs", "etb's", "battlefield",
               "play", "cast", "casting", "flicker", "flickered", "flickering", "flickers", "blink",
               "blinked", "blinking", "blinks", "reanimate", "reanimated", "reanimating",
               "reanimates", "return", "returned", "returns", "put", "puts", "putting", "cheat",
               "cheated", "sneak", "comes", "come", "came", "resolve", "resolves", "copy", "token",
               "enters-the-battlefield", "dropped", "drop"),
    "PUT": ("put", "puts", "putting", "return", "returns", "returned", "returning", "flicker",
            "flickers", "flickered", "blink", "blinks", "blinked", "reanimate", "reanimates",
            "reanimated", "cheat", "cheats", "cheated", "sneak", "sneaks", "bring", "brings",
            "brought", "copy", "copies", "exile", "exiles"),
    "VIA": ("with", "using", "via", "through", "from", "by", "off"),
    "LEGAL": ("legal", "valid", "possible", "eligible", "allowed", "acceptable", "viable"),
    "BE": ("be", "being", "get", "gets", "getting", "been", "is", "are", "was"),
    "TARGETED": ("targeted", "targetted", "targetable", "hit", "chosen", "affected"),
    "PROTECTION": ("hexproof", "shroud", "protection", "ward", "pro", "untargetable"),
    "STOP": ("stop", "stops", "prevent", "prevents", "block", "blocks", "protect", "protects",
             "save", "saves", "beat", "beats", "counter", "counters", "fizzle", "fizzles"),
    "USE": ("use", "uses", "using", "cast", "casts", "casting", "aim", "point", "put", "play",
            "activate", "fire", "throw", "sling"),
    "ON": ("on", "at", "against", "onto", "into", "towards", "to"),
    # 702.29e-f: landcycling and typecycling are cycling
    "COPIES": ("two", "three", "2", "3"),
    "SELF_ACTION": ("return", "bring", "regenerate", "untap", "transform", "flip", "sacrifice", "animate"),
    "TYPECYCLING": ("landcycle", "landcycling", "typecycle", "typecycling", "plainscycling", "islandcycling",
                    "swampcycling", "mountaincycling", "forestcycling"),
    "ATTACH": ("equip", "equips", "attach", "attaches", "enchant", "enchants", "bestow", "put"),
    "DEFINE": ("define", "definition", "meaning", "mean", "means", "explain", "explanation",
               "what", "what's", "whats", "is", "are", "does", "do", "how", "work", "works",
               "describe", "tell", "about"),
    "PRON": ("it", "this", "that", "they", "them", "he", "she", "him", "one"),
    "OPP": ("opponent", "opponents", "opponent's", "opp", "opps", "foe"),
    "PLAYER": ("me", "myself", "opponent", "him", "her", "them"),
    "TARGET_PLAYER": ("me", "myself", "opponent", "opponents", "player"),
    # keyword abilities a permanent may give others ("first strike" and "double strike" by their first word)
    "KEYWORD": ("flying", "trample", "vigilance", "reach", "lifelink", "deathtouch", "menace", "hexproof", "shroud",
                "indestructible", "defender", "intimidate", "fear", "shadow", "islandwalk", "swampwalk", "forestwalk",
                "mountainwalk", "plainswalk", "infect", "wither", "first", "double", "protection"),
    "EVENT": ("dies", "die", "died", "enters", "enter", "entered", "etbs", "attacks", "attack", "attacked",
              "blocks", "block", "blocked", "is", "was", "comes", "came", "becomes", "gets"),
    "EVENTING": ("dying", "entering", "attacking", "casting"),
    # what a trigger question calls the ability, keywords that are triggered abilities too ("does its prowess trigger")
    "ABILITY": ("ability", "abilities", "prowess", "magecraft"),
    # how many lands a question asks to play in a turn (305.2), and words written before "land"
    "LANDNUM": ("two", "2", "three", "3", "four", "4"),
    "LANDKIND": ("artifact", "basic", "nonbasic", "snow", "legendary", "creature"),
    # a triggered ability called by its keyword ("two cascade triggers")
    "TRIGGER_KEYWORD": ("cascade",),
}
# a triggered ability called by its event ("its ETB trigger", "the cycling trigger of A"); the checks
# find it by the event its trigger condition names (603.1)
TRIGGER_EVENT_WORDS = {"cycle": "cycling|cycle", "enters": "etb|enters|enter", "attacks": "attack|attacks",
                       "dies": "death|dies|die", "cast": "cast"}
TRIGGER_EVENT_NAMES = {"cycle": "cycling trigger", "enters": "enters-the-battlefield trigger",
                       "attacks": "attack trigger", "dies": "dies trigger", "cast": "cast trigger"}
WORDS["TRIGGER_EVENT"] = tuple(w for words in TRIGGER_EVENT_WORDS.values() for w in words.split("|"))


def _zone_keeps_rules() -> tuple[dict, ...]:
    """"Does A keep its counters if I flicker it (with B)?", "if I bounce A, does B stay on it?": the
    question (its CARD slots' roles) and the move told in the same sentence, before or after it; a
    pronoun ("it") fills no CARD slot, so each form has its own roles."""
    kept = "PT? counter|counters|damage|bonus|boost|pump|aura|auras|equipment"
    subjects: tuple[tuple[str, tuple[str, ...]], ...] = (("CARD", ("object",)), ("@PRON", ()))
    asks: list[tuple[str, tuple[str, ...]]] = [
        (f"does|will|would @DET? {who} still? keep|retain|have|has @DET? {kept}", roles) for who, roles in subjects]
    asks += [(f"does|will|would @DET? {who} still? keep|retain|have|has @DET? {kept} from @DET? CARD", roles + ("effect",))
             for who, roles in subjects]
    asks += [(f"does|will|would @DET? {who} still? keep|retain|have|has @DET? CARD 's bonus|boost|pump|effect",
              roles + ("effect",)) for who, roles in subjects]
    asks += [(f"does|will|would @DET? {who} still? keep|retain|have|has @DET? CARD", roles + ("attached",))
             for who, roles in subjects]
    asks += [(f"does|will|would @DET? CARD stay|remain|still on|attached|enchanting|equipping to? @DET? {who}",
              ("attached",) + roles) for who, roles in subjects]
    asks += [(f"does|will|would @DET? CARD 's? bonus|boost|pump|effect stay|remain|last|apply on|to|with? @DET? {who}",
              ("effect",) + roles) for who, roles in subjects]
    asks += [(f"is|are @DET? {who} still enchanted|equipped by|with @DET? CARD", roles + ("attached",))
             for who, roles in subjects]
    moves: list[tuple[str, tuple[str, ...]]] = []
    for who, roles in (("@DET? CARD", ("object",)), ("@PRON", ())):
        for acted in (f"flicker|flickers|flickered|blink|blinks|blinked|bounce|bounces|bounced {who}",
                      f"phase|phases|phased out? {who} out?"):
            done = f"if|when|after|once my? i|@OPP|they|he|she {acted}"
            moves += [(done, roles), (f"{done} with|using|via @DET? CARD", roles + ("mover",))]
        passive = f"if|when|after|once {who} is|was|gets|got flickered|blinked|bounced"
        moves += [(passive, roles), (f"{passive} by|with @DET? CARD", roles + ("mover",))]
        phases = f"if|when|after|once {who} phases|phased out"
        moves += [(phases, roles), (f"{phases} with|because|from|due to? @DET? CARD", roles + ("mover",))]
    by_roles: dict[tuple[str, ...], list[str]] = {}
    for ask, ask_roles in asks:
        for move, move_roles in moves:
            by_roles.setdefault(ask_roles + move_roles, []).append(f"{ask} {move}")
            by_roles.setdefault(move_roles + ask_roles, []).append(f"{move} ,? {ask}")
    return tuple({"intent": "zone.keeps", "roles": roles, "patterns": tuple(texts)} for roles, texts in by_roles.items())



def _damage_rules() -> tuple[dict, ...]:
    """"Does A (still) deal damage to B?", "do I take damage from A?" (the statement asked: its damage is
    not prevented), "does C prevent A's damage?", "is / can the damage from A be prevented (by C)?"; a
    card cast or controlled before the question is the one that may prevent it, the card attacking its source."""
    dmg = "combat|noncombat|any|the? damage"
    who = "@DET? @OPP? 's? CARD"
    deal = f"does|did|will|would|can|could|do {who} still|even|actually? deal|do {dmg}"
    take = "take|takes|receive|receives|get|gets"
    prevent = "prevent|prevents|stop|stops|block|blocks"
    prevented = "be|get|gets|is|are? prevented"
    of = ("from|of", "dealt by")          # "the damage from A", "the damage dealt by A"
    return (
        {"intent": "damage.prevented", "roles": ("source", "receiver"), "negates": True,
         "patterns": (f"{deal} to {who}",)},
        {"intent": "damage.prevented", "roles": ("source",), "negates": True,
         "patterns": (deal, f"does|will|would|do|can|could i|@OPP|he|she|they still|even? {take} {dmg} from {who}")},
        {"intent": "damage.prevented", "roles": ("receiver", "source"), "negates": True,
         "patterns": (f"does|will|would|can|could {who} still|even? {take} {dmg} from {who}",
                      f"is|was|will|would {who} still|even? be? dealt {dmg} by {who}")},
        {"intent": "damage.prevented", "roles": (), "negates": True,
         "patterns": (f"does|will|would|do|can|could my? i|@OPP|he|she|they still|even? {take} {dmg} this? turn? ?|.",)},
        {"intent": "damage.prevented", "roles": ("preventer", "source"),
         "patterns": (*(f"does|will|would|can|could {who} {prevent} the|any|all? {dmg} {o} {who}" for o in of),
                      f"does|will|would|can|could {who} {prevent} {who} 's {dmg}")},
        {"intent": "damage.prevented", "roles": ("source", "preventer"),
         "patterns": (*(f"is|will|would|can|could the|any|all? {dmg} {o} {who} {prevented} by {who}" for o in of),
                      f"is|will|would|can|could {who} 's {dmg} {prevented} by {who}",
                      *(f"can|could i {prevent} the|any|all? {dmg} {o} {who} with|using {who}" for o in of),
                      f"can|could i {prevent} {who} 's {dmg} with|using {who}")},
        {"intent": "damage.prevented", "roles": ("source", "receiver"),
         "patterns": tuple(f"is|will|would|can|could the|any|all? {dmg} {o} {who} to {who} {prevented}" for o in of)},
        {"intent": "damage.prevented", "roles": ("source",),
         "patterns": (*(f"is|will|would|can|could the|any|all? {dmg} {o} {who} {prevented}" for o in of),
                      f"is|will|would|can|could {who} 's {dmg} {prevented}",
                      f"is|are {who} 's {dmg} preventable")},
        # "it" for the card the story told ("if I attack with A and they cast C, does it still deal damage?")
        {"intent": "damage.prevented", "roles": ("preventer",),
         "patterns": (f"is|will|would|can|could its {dmg} {prevented} by {who}",
                      f"does|will|would|can|could {who} {prevent} its {dmg}")},
        {"intent": "damage.prevented", "roles": (), "negates": True,
         "patterns": ("does|did|will|would|can|could @PRON still|even|actually? deal|do " + dmg,)},
        {"intent": "damage.prevented", "roles": (),
         "patterns": (f"is|will|would|can|could its {dmg} {prevented}",)},
        # the story: the card that may prevent it, and the attacker whose damage is asked about
        {"intent": "damage.prevented", "assign": True, "roles": ("preventer",),
         "patterns": ("my? i|@OPP|they|he|she cast|casts|casted|resolve|resolves|resolved|"
                      f"activate|activates|activated|control|controls|have|has {who}",)},
        {"intent": "damage.prevented", "assign": True, "roles": ("source",),
         "patterns": (f"attack|attacks|attacked|attacking|swing|swings with {who}",)},
    )


def _damage_amount_rules() -> tuple[dict, ...]:
    """"How much damage does A deal (to B)?", "does A deal 6 damage to my opponent?", "do I take 6 damage from A?",
    "does C double A's damage?" (614.1a: replacement effects that change the amount)."""
    who = "@DET? @OPP? 's? CARD"
    deal = "deal|deals|do"
    take = "take|takes|receive|receives|get|gets"
    change = "double|doubles|triple|triples|increase|increases|boost|boosts|amplify|amplifies|modify|modifies|change"
    return (
        {"intent": "damage.amount", "roles": ("source", "receiver"),
         "patterns": (f"how much damage|dmg does|will|would|do {who} {deal} to {who}",
                      f"does|will|would|do {who} {deal} NUM damage to {who}")},
        {"intent": "damage.amount", "roles": ("receiver", "source"),
         "patterns": (f"how much damage|dmg does|will|would {who} {take} from {who}",
                      f"does|will|would {who} {take} NUM damage from {who}")},
        {"intent": "damage.amount", "roles": ("source",),
         "patterns": (f"how much damage|dmg does|will|would|do {who} {deal} ?|.|to|if|with|while",
                      f"how much damage|dmg does|will|would|do i|@OPP|he|she|they {take} from {who}",
                      f"does|will|would|do {who} {deal} NUM damage",
                      f"does|will|would|do i|@OPP|he|she|they {take} NUM damage from {who}")},
        {"intent": "damage.amount", "roles": ("modifier", "source"),
         "patterns": (f"does|will|would|do {who} {change} {who} 's damage",
                      f"does|will|would|do {who} {change} the damage from|of|dealt by {who}")},
    )


# how a number is compared, as the reader reads it ("4 or less") and as answers say it
COMPARED = {"eq": "{n}", "le": "{n} or less", "ge": "{n} or greater", "lt": "less than {n}", "gt": "greater than {n}"}
_MANA_VALUE = ("mana value", "converted mana cost", "cmc", "mv", "converted cost")


# choosing a card from a zone (701.23a, 701.9a): the verb, and the card with how many ("two Wastes")
_COLORS_ASKED = ("colorless|colourless|multicolored|multicolor|multicoloured|multicolour|gold|monocolored|"
                 "monocoloured|white|blue|black|red|green")
_COUNTERED = "triggered|activated|mana|creature|noncreature|instant|sorcery|artifact|enchantment|planeswalker? " \
             "ability|abilities|trigger|spell|spells"
_SELECTV = "search|tutor|fetch|find|get|grab|discard|look|choose|pick|take"
_SELECTED = "my|your|their|his|her|a? library? for? two|three|both|2|3? @DET? CARD"
_WHOSE_ABILITY = "'s? triggered|activated|static|enters|etb|transmute? @OBJ_ABILITY?"


# Commander decks (903.5c): the colors a question may give a deck or its commander
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_GROUPS = {
    "azorius": "WU", "dimir": "UB", "rakdos": "BR", "gruul": "RG", "selesnya": "GW", "orzhov": "WB", "izzet": "UR",
    "golgari": "BG", "boros": "RW", "simic": "GU", "esper": "WUB", "grixis": "UBR", "jund": "BRG", "naya": "RGW",
    "bant": "GWU", "abzan": "WBG", "jeskai": "URW", "sultai": "BGU", "mardu": "RWB", "temur": "GUR",
    "five-color": "WUBRG", "5-color": "WUBRG", "wubrg": "WUBRG", "colorless": ""}
_DECK = "commander|edh|cedh|brawl deck|decks"
_IN_DECK = "playable|legal|allowed|okay|ok|usable|valid|eligible|included|includable|permitted"


def _mana_value_rules() -> tuple[dict, ...]:
    """"What is the mana value of A?", "what's A's CMC?", "is A's mana value 4 (or less)?", "does A have
    mana value 3?", "what is its mana value" for the card the story told (the number, the comparison and
    X are read by the reader: READER_PARAMS)."""
    asks = "@CAN|@WHAT|'s|be"
    rules = []
    # "a face-down A", "a prototyped A", "my kicked A": what is said of it is read as a detail
    for who in ("@DET? @OPP? 's? CARD", "@DET? @OPP? 's? @MVSTATE CARD", "@DET? @OPP? 's? face -? down CARD",
                "@DET? token? copy of @DET? @OPP? 's? CARD"):
        rules.append(
            {"intent": "mana_value.is", "roles": ("subject",),
             "patterns": (*(f"{asks} the|a {mv} of {who}" for mv in _MANA_VALUE),
                          *(f"{asks} {who} 's {mv}" for mv in _MANA_VALUE),
                          *(f"@WHAT {mv} does|do|would|will|is {who}" for mv in _MANA_VALUE),
                          *(f"does|do|would|will {who} have|has a? {mv}" for mv in _MANA_VALUE))})
    return (
        *rules,
        {"intent": "mana_value.is", "roles": (),
         "patterns": (*(f"{asks} its {mv}" for mv in _MANA_VALUE),
                      *(f"@WHAT {mv} does|do|would|will|is it" for mv in _MANA_VALUE),
                      *(f"does|do|would|will it have|has a? {mv}" for mv in _MANA_VALUE))},
    )


def _power_toughness_rules() -> tuple[dict, ...]:
    """"What are A's power and toughness (with B)?", "what is A's power?", "how big is A?", "is A a 2/2 while my
    opponent controls B?", and the same of "it" for the card a story told; the other cards told are the effects
    it may be under (the reader binds them)."""
    who = "@DET? @OPP? 's? CARD"
    stat = "power|toughness|p/t|pt|size|stats"
    rules = []
    for card, roles in ((who, ("subject",)), ("it", ())):
        rules.append({"intent": "pt.is", "roles": roles,
                      "patterns": (f"@WHAT is|are|'s|'re {card} 's|' {stat}" if card != "it" else
                                   f"@WHAT is|are|'s|'re its {stat}",
                                   f"@WHAT is|are|'s|'re the {stat} of {card}",
                                   f"@WHAT is|are|'s|'re the power and toughness of {card}",
                                   f"@WHAT is|are|'s|'re {card} 's|' power and toughness" if card != "it" else
                                   "@WHAT is|are|'s|'re its power and toughness",
                                   f"how big|large|strong is|'s {card}",
                                   f"is|will|would {card} be? a PT")})
    return (*rules,
            {"intent": "pt.is", "assign": True, "roles": ("effect", "effect2"),
             "patterns": ("while|if|with|when|after @DET? @OPP? 's? CARD and @DET? CARD",
                          "control|controls|controlled|cast|casts @DET? CARD and @DET? CARD")},
            {"intent": "pt.is", "assign": True, "roles": ("effect",),
             "patterns": ("while|if|with|when|after @DET? @OPP? 's? CARD",
                          "control|controls|controlled|cast|casts @DET? CARD")})


# --- intent rules ---------------------------------------------------------------------------------

# "with B", "while my opponent controls B", "if I have two B": the card whose effects are in play
_HOLDING_CARD = ("with|while|if|under i|you|we|they|he|she|@DET? @OPP? 's? controls|control|has|have? @DET? @COPIES? "
                 "CARD")

# the kinds of spell a question may name instead of a card ("a sorcery", "creature spells", "an Aura")
SPELL_KINDS = "|".join(SPELL_KIND_TYPES)

# "Is that legal?", "That's legal, right?", "Can they do that?": whether the action the story told was allowed
_LEGALITY_ASKS = ("is|was that|this|it legal|allowed|ok|okay|possible|valid",
                  "that|this|it 's|is legal|allowed|ok|okay|possible|valid ,? right?",
                  "can|could|may i|you|he|she|they do that|this",
                  "is|are|was|were i|you|he|she|they allowed to do that|this")

# "does A have to target", "is A forced to target", "must A target": what a triggered ability must target (603.3d)
_FORCED_ASKS = (("does|do|will|would", "have|has|need|needs to"), ("is|are|was|would", "forced|obliged|obligated|"
                "required to"), ("must", ""), ("is|are|would", "be? forced|obliged|obligated|required to"))

# "twice", "two times", "an additional time": how many times a triggered ability triggers (603.2d)
_TRIGGER_TIMES = ("twice", "two|three|four|2|3|4 times", "an additional|extra time")
INTENT_RULES: tuple[dict, ...] = (
    # "can I use A to get B" is a search, not a target (before the targeting rules, which read "use A ... to B")
    {"intent": "card.selectable", "roles": ("selector", "card"),
     "patterns": (f"can|could|may i|you use|cast|activate|play @DET? CARD {_WHOSE_ABILITY} to "
                  "search|tutor|fetch|find|get|grab|discard for? my|your|their|his|her|a? library? for? two|three|both|2|3? "
                  "@DET? CARD",)},
    # attaching without targeting (301.5c, 303.4a, 702.16c-d): "can I search for A and attach it to B?", "will A
    # attach to B?", "can A be attached to B?" (before the targeting rules: equip and Aura spells target)
    {"intent": "attach.legal", "roles": ("attachment", "object"),
     "patterns": ("can|could|may i|you attach @DET? CARD to|onto @DET? @DET? 's? CARD",
                  "can|could|may @DET? CARD be attached to|onto @DET? @DET? 's? CARD",
                  "can|could|may i|you search|get|fetch|find|tutor for? @DET? CARD and attach it to|onto @DET? @DET? 's? "
                  "CARD",
                  "will|does|would|can @DET? CARD attach|attaches to|onto @DET? @DET? 's? CARD",
                  "can|could|may i|you put @DET? CARD onto the battlefield attached to @DET? @DET? 's? CARD")},
    # "does Pacifism fall off if A gets protection from white?" (702.16c-d, 704.5m-n)
    {"intent": "attach.stays", "roles": ("attachment", "object"),
     "patterns": ("does|will|would @DET? @DET? 's? CARD fall|falls off|drop|drops * if|when|after @DET? @DET? 's? CARD "
                  "gets|gains|get|gain|has|have protection",)},
    {"intent": "attach.stays", "roles": ("object", "attachment"),
     "patterns": ("if|when|after @DET? @DET? 's? CARD gets|gains|get|gain protection * does|will|would @DET? @DET? 's? "
                  "CARD fall|falls off",)},
    # an Aura on a player, and a card that gives that player protection (702.16c, 704.5m): "if my opponent casts C,
    # does my Curse fall off?", "does casting C make the Curse fall off?"
    {"intent": "attach.stays", "roles": ("granter", "attachment"),
     "patterns": ("if|when|after my? i|@OPP|they|he|she cast|casts|casted|resolve|resolves|resolved @DET? CARD ,? "
                  "does|will|would @DET? @DET? 's? CARD fall|falls off",
                  "if|when|after my? i|@OPP|they|he|she cast|casts|casted|resolve|resolves|resolved @DET? CARD ,? "
                  "does|will|would that|this|it cause|make @DET? @DET? 's? CARD to? fall|falls off",
                  "does|will|would casting|resolving @DET? CARD cause|make @DET? @DET? 's? CARD to? fall|falls off")},
    {"intent": "attach.stays", "roles": ("attachment", "granter"),
     "patterns": ("does|will|would @DET? @DET? 's? CARD fall|falls off * if|when|after my? i|@OPP|they|he|she "
                  "cast|casts|casted|resolve|resolves|resolved @DET? CARD",)},
    # a keyword with a kind of damage (120.3): "does lifelink work with noncombat damage?", "does deathtouch work in a
    # fight?", "does A's lifelink work when it fights?", "does deathtouch work on players?", "does lifelink stack?"
    {"intent": "keyword.damage", "roles": (),
     "patterns": ("does|do|will|would|is @KWDMG strike? @WORKV * @DMGKIND",
                  "does|do|will|would|is @KWDMG strike? @DMGKIND",
                  "does|do|will|would|are multiple|two instances of @KWDMG strike? @WORKV",
                  "does|do|will|would|are multiple|two instances of @KWDMG strike? @DMGKIND")},
    {"intent": "keyword.damage", "roles": ("creature",),
     "patterns": ("does|do|will|would|is @DET? CARD 's @KWDMG strike? @WORKV * @DMGKIND",)},
    # regeneration (701.19a: it replaces destruction only): "does regeneration save a creature from A?", "can I
    # regenerate B in response to A?", "does B's regeneration save it from A?", "can B be regenerated from A?"
    {"intent": "regen.saves", "roles": ("effect",),
     "patterns": ("does|will|would|can|do regeneration|regenerating|regenerate|regen save|saves|protect|protects|stop|"
                  "stops|work|works|help|helps * from|against|with|vs @DET? CARD",)},
    {"intent": "regen.saves", "roles": ("creature", "effect"),
     "patterns": ("can|could|may i|you regenerate|regen @DET? @DET? 's? CARD * from|against|after|if|when|to @DET? CARD",
                  "does|will|would|can regenerating @DET? @DET? 's? CARD save|protect it from|against @DET? CARD",
                  "can|could @DET? @DET? 's? CARD be regenerated * from|against|after|if|when @DET? CARD",
                  "does|will|would|can @DET? @DET? 's? CARD 's? regeneration|regenerate|regen ability? save|saves|"
                  "protect|protects it? from|against @DET? CARD",
                  "if|when i|you regenerate @DET? @DET? 's? CARD ,? does|will|would|can it survive @DET? CARD",
                  "does|will|would|can regeneration|regenerating save|saves|protect|protects @DET? @DET? 's? CARD "
                  "from|against @DET? CARD")},
    # a copy of a spell (707.10): "if I copy A with B, do I need to sacrifice a creature?", "if I copy a kicked A, is the
    # copy kicked?"
    {"intent": "copy.costs", "roles": ("spell", "copier"),
     "patterns": ("do|does|will|would|must i|you have|need to pay|discard|sacrifice|exile * to copy @DET? @OPP? 's? "
                  "@COPYSTATE? CARD with|using @DET? CARD",
                  "do|does|will|would|must i|you have|need to pay|discard|sacrifice|exile * when|if i|you copy @DET? "
                  "@OPP? 's? @COPYSTATE? CARD with|using @DET? CARD",
                  "if|when i|you copy @DET? @OPP? 's? @COPYSTATE? CARD with|using @DET? CARD ,? "
                  "do|does|will|would|must i|you have|need to? pay|discard|sacrifice|exile",
                  "if|when i|you copy @DET? @OPP? 's? @COPYSTATE? CARD with|using @DET? CARD ,? is|will|would the "
                  "copy be? @COPYSTATE",
                  # a mode or targets chosen anew (700.2g, 707.10c)
                  "if|when i|you copy @DET? @OPP? 's? CARD with|using @DET? CARD ,? can|could|may i|you choose|pick|"
                  "select|change",
                  "can|could|may i|you copy @DET? @OPP? 's? CARD with|using @DET? CARD and choose|pick|select|change")},
    # copying what it targets (707.10, 115.1): "can A copy B?", "can I copy B with A?", "can I use A to copy B's
    # trigger?", "can I copy the trigger with A?" (whose trigger: the story's card)
    {"intent": "targeting.legal", "roles": ("source", "target"),
     "patterns": ("can|could|may @DET? @DET? 's? CARD 's? @OBJ_ABILITY? copy @DET? @DET? 's? CARD",
                  "can|could|may i|you use|activate @DET? @DET? 's? CARD 's? @OBJ_ABILITY? to copy @DET? @DET? 's? "
                  "CARD")},
    {"intent": "targeting.legal", "roles": ("target", "source"),
     "patterns": ("can|could|may i|you copy @DET? @DET? 's? CARD 's? @TRIGGER_EVENT? @OBJ_ABILITY? @OBJ_ABILITY? "
                  "with|using @DET? @DET? 's? CARD",)},
    {"intent": "targeting.legal", "roles": ("source",),
     "patterns": ("can|could|may i|you copy the|that|its @TRIGGER_EVENT? @OBJ_ABILITY @OBJ_ABILITY? with|using @DET? "
                  "@DET? 's? CARD", "can|could|may i|you use|activate @DET? @DET? 's? CARD 's? @OBJ_ABILITY? to copy "
                  "the|that|its @TRIGGER_EVENT? @OBJ_ABILITY")},
    {"intent": "copy.costs", "roles": ("spell",),
     "patterns": ("if|when i|you copy @DET? @OPP? 's? @COPYSTATE? CARD ,? do|does|will|would|must i|you have|need "
                  "to? pay|discard|sacrifice|exile",
                  "if|when i|you copy @DET? @OPP? 's? @COPYSTATE? CARD ,? is|will|would the copy be? @COPYSTATE",
                  "is|will|would the copy of @DET? @OPP? 's? @COPYSTATE? CARD be? @COPYSTATE")},
    # a fight (701.14a): "if A fights B, does B die?", "does A survive if it fights B?", "if A fights B, which dies?"
    *({"intent": "fight.dies", "roles": ("fighter", "fought", "asked"), "negates": verb == "survive",
       "patterns": ("if|when @DET? @DET? 's? CARD fights|fight|fought @DET? @DET? 's? CARD ,? does|will|would|do @DET? "
                    f"@DET? 's? CARD {verb}|{verb}s",)} for verb in ("die", "survive")),
    *({"intent": "fight.dies", "roles": ("asked", "fought"), "negates": verb == "survive",
       "patterns": (f"does|will|would @DET? @DET? 's? CARD {verb} * if|when it fights|fight|fought @DET? @DET? 's? "
                    "CARD",)} for verb in ("die", "survive")),
    {"intent": "fight.dies", "roles": ("fighter", "fought"),
     "patterns": ("if|when @DET? @DET? 's? CARD fights|fight|fought @DET? @DET? 's? CARD ,? which|what|do|does|will|"
                  "would",)},
    # ward (702.21a): "does ward trigger when I target my own creature?", "does ward trigger on abilities?", "does
    # ward stop Wrath of God?", "if I target A with B and don't pay the ward cost, is B countered?" (before the
    # targeting rules, which read "target A with B")
    {"intent": "ward.triggers", "roles": (),
     "patterns": ("does|do|will|would ward trigger|triggers|work|apply * when|if i|you target|targets OBJ",
                  "does|do|will|would ward trigger|triggers|work|apply * on|for|against|with "
                  "abilities|ability|activated|triggered")},
    {"intent": "ward.triggers", "roles": ("source",),
     "patterns": ("does|do|will|would ward stop|stops|prevent|prevents|trigger|triggers|work|counter|counters * "
                  "against|on|from|with? @DET? CARD",)},
    {"intent": "ward.triggers", "roles": ("warded", "source"),
     "patterns": ("does|will|would @DET? @OPP? 's? CARD 's ward trigger|triggers * when|if my? i|you|@OPP|he|she|"
                  "they target|targets it with @DET? CARD",
                  "if|when my? i|you|@OPP|he|she|they target|targets @DET? @OPP? 's? CARD with @DET? CARD * "
                  "does|will|would its? ward trigger|triggers",
                  "if|when my? i|you|@OPP|he|she|they target|targets @DET? @OPP? 's? CARD with @DET? CARD * "
                  "is|does|will|would it get? be? countered",
                  "if|when my? i|you|@OPP|he|she|they target|targets @DET? @OPP? 's? CARD with @DET? CARD * "
                  "is|does|will|would @DET? CARD get? be? countered")},
    # commander damage (903.10a, 704.6c): "does A save me from commander damage?", "does the damage from A's ability
    # count as commander damage?"
    {"intent": "commander.damage", "roles": ("source",),
     "patterns": ("does|will|would|can @DET? CARD save|protect|stop|prevent|shield me|you|us from? commander|general "
                  "damage",
                  "does|will|would|do the? damage dealt? from|by|of @DET? @DET? 's? CARD 's? ability|trigger? count|"
                  "counts as|toward|towards|for commander|general damage",
                  "does|will|would|do the? damage it|he|she|they|@PRON deals|deal|does due|because? to|from|of|with "
                  "@DET? CARD 's? ability|trigger? count|counts as|toward|towards|for commander|general damage",
                  "is|would|will the? damage dealt? from|by|of @DET? @DET? 's? CARD 's? ability|trigger? be? commander|"
                  "general damage")},
    # Commander decks (903.5c, 903.4, 903.3): "is A playable in my B Commander deck", "can I play A in a Commander deck
    # when my commander is not red", "what is A's color identity", "can A be my commander"
    {"intent": "deck.identity", "roles": ("card", "commander"),
     "patterns": (f"is|are @DET? CARD {_IN_DECK} in|for @DET? CARD {_DECK}",
                  f"can|could|may i|you play|include|put|run|use|have @DET? CARD in|into @DET? CARD {_DECK}",
                  f"can|could|may i|you play|include|put|run|use|have @DET? CARD in|into @DET? {_DECK} with|led|helmed|"
                  "headed|under by? @DET? CARD",
                  f"can|could|may @DET? CARD go|be in|into @DET? CARD {_DECK}",
                  "CARD in|into @DET? deck|decks with|led|helmed|headed|under by? @DET? CARD as @DET? commander|general")},
    {"intent": "deck.identity", "roles": ("card",), "need": ("COMMANDERW",),
     "patterns": (f"is|are @DET? CARD {_IN_DECK} in|for @DET? * deck|decks",
                  "can|could|may i|you play|include|put|run|use|have @DET? CARD in|into @DET? * deck|decks",
                  "can|could|may @DET? CARD go|be in|into @DET? * deck|decks")},
    {"intent": "deck.identity", "roles": ("card",),
     "patterns": (f"is|are @DET? CARD {_IN_DECK} in|for @DET? * {_DECK}",
                  f"can|could|may i|you play|include|put|run|use|have @DET? CARD in|into @DET? * {_DECK}",
                  f"can|could|may @DET? CARD go|be in|into @DET? * {_DECK}",
                  "@WHAT is|'s|are @DET? CARD 's color|colour identity|identities",
                  "@WHAT is|'s|are the color|colour identity|identities of @DET? CARD",
                  "can|could|may @DET? CARD be @DET? commander|general",
                  "is|are @DET? CARD @LEGAL as @DET? commander|general")},

    # forced attacks: "does B have to attack", "must B attack", "is B forced to attack by A"
    {"intent": "attack.forced", "roles": ("attacker", "forcer"),
     "patterns": ("CARD * @FORCEDP to @ATTACK * by CARD",
                  "CARD * @FORCEDP * by CARD * to @ATTACK")},
    {"intent": "attack.forced", "roles": ("forcer", "attacker"),
     "patterns": ("CARD * @FORCE * CARD * to? @ATTACK",)},
    {"intent": "attack.forced", "roles": ("attacker",),
     "patterns": ("CARD * @HAVETO to @ATTACK", "must CARD * @ATTACK", "CARD * must @ATTACK",
                  "CARD * @FORCEDP to @ATTACK", "@HAVETO to @ATTACK with CARD",
                  "CARD * @ATTACK * if able", "CARD * forced * attack")},
    {"intent": "attack.forced", "roles": (),
     "patterns": ("must @PRON * @ATTACK", "@PRON * @HAVETO to @ATTACK",
                  "@PRON * @FORCEDP to @ATTACK")},
    {"intent": "attack.forced", "roles": ("forcer",),
     "patterns": ("CARD * @FORCE * @ATTACK", "@ATTACK * @FORCEDP * by CARD",
                  "CARD * forced attack|attacks", "CARD * forces|force attack|attacks")},
    {"intent": "attack.forced", "assign": True, "roles": ("forcer", "attacker"),
     "patterns": ("CARD * @TARGETV * CARD", "CARD * on CARD", "CARD * @USE * on|targeting CARD")},
    {"intent": "attack.forced", "assign": True, "roles": ("attacker", "forcer"),
     "patterns": ("@TARGETV CARD * with|using CARD", "CARD * @BE * @TARGETED * by|with CARD",
                  "CARD * @HAVETO to @ATTACK * @VIA CARD",
                  "CARD * @HAVETO to @ATTACK * because|due of|to @DET? @DET? 's? CARD",
                  "CARD * @HAVETO to @ATTACK * if|when|after my? i|@OPP|they|he|she activates|activate|activated|"
                  "casts|cast|uses|use @DET? @DET? 's? CARD")},

    # mana value (before X on entering: "is its mana value 6 on the battlefield if it has X=3"); power and toughness
    *_mana_value_rules(),
    *_power_toughness_rules(),
    # a spell's optional costs when another card brings it (601.2b, 118.8a, 118.9a, 107.3b): "can I kick A when I put
    # it onto the battlefield with B?", "if I cascade into A, can I evoke it?", "can I choose X for A with B?"
    {"intent": "cost.options", "roles": ("object", "source"),
     "patterns": ("can|could|may|do i|you @OPTCOST @DET? CARD * with|using|via|off|from|through @DET? CARD",
                  "can|could|may|do i|you pay @DET? CARD 's @OPTCOST cost? * with|using|via|off|from|through "
                  "@DET? CARD",
                  "can|could|may i|you @OPTCOST @DET? CARD * when|if @DET? CARD puts|returns|casts it",
                  "can|could|may|do i|you pay @DET? CARD 's @OPTCOST cost? * when|if @DET? CARD puts|returns|casts it",
                  "can|could|may i|you put|return|reanimate|cheat @DET? @OPTCOST CARD onto|into the? battlefield|play * "
                  "with|using|via|through @DET? CARD",
                  "can|could|may|do i|you choose|pay|announce|pick|set x * for|on @DET? CARD * "
                  "with|using|via|off|from|through @DET? CARD",
                  "can|could|would @DET? CARD be @OPTCOST * with|using|via|off|from|through|by @DET? CARD",
                  "if|when i|you @PUTCAST into? @DET? CARD * with|using|via|off|from|through @DET? CARD ,? "
                  "can|could|may|do|does|will|would i|you|it @OPTCOST|pay|be it|its? @OPTCOST?",
                  "if|when i|you @PUTCAST into? @DET? CARD * with|using|via|off|from|through @DET? CARD ,? "
                  "can|could|may|do i|you choose|pay|announce|pick|set x",
                  "if|when i|you @PUTCAST into? @DET? CARD * with|using|via|off|from|through @DET? CARD ,? "
                  "is|was|will it be? @OPTCOST",
                  "if|when i|you @PUTCAST into? @DET? CARD * with|using|via|off|from|through @DET? CARD ,? "
                  "is|was|will @DET? CARD be? @OPTCOST",
                  "can|could|may|do i|you pay @DET? @OPTCOST cost? on|for|of @DET? CARD * "
                  "with|using|via|off|from|through @DET? CARD")},
    {"intent": "cost.options", "roles": ("source", "object"),
     "patterns": ("can|could|may i|you use @DET? CARD to put|return|reanimate|cheat @DET? @OPTCOST CARD",
                  "if|when @DET? CARD puts|returns|casts @DET? CARD * is|was|will it be? @OPTCOST",
                  "if|when @DET? CARD puts|returns|casts @DET? CARD * can|could|may|do i|you @OPTCOST|pay it|its",
                  "if|when @DET? CARD puts|returns|casts @DET? CARD * can|could|may|do i|you choose|pay|announce|pick|"
                  "set x",
                  "with|using @DET? CARD ,? can|could|may|do i|you @OPTCOST @DET? CARD")},
    {"intent": "cost.options", "roles": ("source",),
     "patterns": ("can|could|may i|you use @DET? CARD to cast|play a|an spell|card with an? x * choose|pay|announce|"
                  "pick|set a? nonzero|non-zero|x",)},
    # its mandatory additional cost (118.9d): "if I cascade into A, do I still have to sacrifice a creature?"
    {"intent": "cost.options", "roles": ("source", "object"),
     "patterns": ("if|when i|you cast @DET? CARD and cascade|cascades into @DET? CARD ,? can|could|may|do|does|must "
                  "i|you still? have|need? to? pay|sacrifice|discard|exile",)},
    {"intent": "cost.options", "roles": ("object", "source"),
     "patterns": ("if|when i|you @PUTCAST into? @DET? CARD * with|using|via|off|from|through @DET? CARD ,? "
                  "do|does|will|would|must i|you still? have|need to pay|sacrifice|discard|exile",
                  "if|when i|you @PUTCAST into? @DET? CARD * with|using|via|off|from|through @DET? CARD ,? "
                  "can|could|may i|you still pay",)},
    # a copy cast (707.12): "if I activate A, do I still need to sacrifice a creature to cast B?", with the card A copies
    # told ("A has B imprinted on it")
    {"intent": "cost.options", "roles": ("source", "object"),
     "patterns": ("if|when i|you activate|use @DET? CARD ,? do|does|will|would|must i|you still? have|need to "
                  "pay|sacrifice|discard|exile * to cast @DET? CARD",)},
    {"intent": "cost.options", "roles": ("source",),
     "patterns": ("if|when i|you activate|use @DET? CARD ,? do|does|will|would|must i|you still? have|need to "
                  "pay|sacrifice|discard|exile * to cast the|its|that copy",)},
    {"intent": "cost.options", "assign": True, "story": True, "roles": ("source", "object"),
     "patterns": ("my? CARD has|had @DET? CARD imprinted|exiled on|onto|with it",)},
    {"intent": "cost.options", "roles": ("object",),
     "patterns": ("if|when i|you @PUTCAST into? @DET? CARD * ,? do|does|will|would|must i|you still? have|need to "
                  "pay|sacrifice|discard|exile",
                  "if|when i|you @PUTCAST into? @DET? CARD * ,? can|could|may i|you still pay")},
    {"intent": "cost.options", "roles": ("object",),
     "patterns": ("if|when i|you @PUTCAST into? @DET? CARD * ,? can|could|may|do i|you @OPTCOST|pay it|its",
                  "if|when i|you @PUTCAST into? @DET? CARD * ,? can|could|may|do i|you choose|pay|announce|pick|set x",
                  "can|could|may|do i|you @OPTCOST @DET? CARD * if|when i|you @PUTCAST")},
    # X on entering: "what is X for A's enters ability when it is cast / flickered"
    {"intent": "x.enters", "need": ("X", "ENTERX"), "assign": True,
     "roles": ("effect", "permanent"),
     "patterns": ("CARD * @PUT CARD", "CARD * @PUT * CARD * battlefield|play")},
    {"intent": "x.enters", "need": ("X", "ENTERX"), "assign": True,
     "roles": ("permanent", "effect"),
     "patterns": ("@PUT * CARD * with|using|via|through|off CARD",
                  "CARD * @PUT by|with|via|from|using CARD",
                  "CARD * battlefield * with|using|via|through|by CARD")},
    {"intent": "x.enters", "need": ("X", "ENTERX"), "roles": ("permanent",),
     "patterns": ("x * for|of|on|in|with CARD", "CARD 's? * x", "x * CARD", "CARD * x")},
    {"intent": "x.enters", "need": ("X",), "roles": ("permanent",),
     "patterns": ("what|what's|whats * x * for|of|on CARD", "how much|big * is * x * for|of|on CARD")},

    # a permanent's status (110.5a): "if A is tapped, does its ability still work", "does a tapped A still
    # work", "does A work while it's tapped" (before "does A work when B is tapped", below)
    {"intent": "status.works", "roles": ("permanent",),
     "patterns": ("does|do|will|would @DET? CARD 's? @EFFECT? still|even|really? work|function|apply ?|.",
                  "does|do|will|would the? @EFFECT of @DET? CARD still|even|really? work|function|apply ?|.",
                  "is|are @DET? CARD 's? @EFFECT? still? working|active ?|.",
                  "does|do|will|would @DET? CARD 's? @EFFECT? still|even|really? work|function|apply while|when|if|even "
                  "@PRON is|'s|was tapped",
                  "does|do|will|would the? @EFFECT of CARD still|even|really? work|function|apply while|when|if|even "
                  "@PRON is|'s|was tapped",
                  "if|when|while CARD is|'s|was tapped ,? does|do|will|would CARD 's? @EFFECT? still|even|really? "
                  "work|function|apply",
                  "if|when|while CARD is|'s|was tapped ,? does|do|will|would @PRON still|even|really? work|function|apply",
                  "if|when|while CARD is|'s|was tapped ,? does|do|will|would its @EFFECT still|even|really? "
                  "work|function|apply")},

    # a tapped permanent described, not named (107.5): "can a tapped creature still use abilities that don't require
    # it to tap?", "can a tapped creature tap for mana?"
    {"intent": "status.activate", "roles": (),
     "patterns": ("when|if|while|once a|an? creature|permanent|artifact|land is|'s|was|gets tapped ,? can|could it "
                  "still? use|activate|activating abilities|ability",
                  "can|could a|an? tapped creature|permanent|artifact|land still? use|activate its? abilities|ability",
                  "can|could a|an? tapped creature|permanent|artifact|land still? tap for mana",
                  "can|could a|an? tapped creature|permanent|artifact|land still? use|activate its? tap|{T} "
                  "abilities|ability")},

    # a permanent that changes zones is a new object (400.7); phasing is no zone change (702.26d)
    *_zone_keeps_rules(),
    # damage and its prevention (615.1a, 615.12, 702.16e)
    # "A attacks and B blocks it (or no one blocks it). Does my opponent take any damage?": how much damage gets
    # through, before the prevention reading (below) of "do I take damage"
    {"intent": "combat.damage", "roles": (), "need": ("BLOCKTOLD",),
     "patterns": tuple(p.replace("WHO", "the? defending? my? @OPP|he|she|they|i|we|player") for p in (
         "does|will|would|do|did WHO still? take|takes|receive NUM combat? damage",
         "does|will|would|do|did WHO still? take|takes|receive any combat? damage",
         "does|will|would|do|did WHO still? take|takes|receive combat? damage ?|.|from|if|when",
         "does|will|would|did @DET? @DET? 's? CARD|it still? deal|do|assign any? combat? damage to WHO|him|her|them|me",
         "does|will|would|do|did any trample? damage go|get|carry|trample through|over",
         # "does the trample (damage) still reach my opponent?", "does any damage get through to him?"
         "does|will|would|do|did the|any? trample|damage still? reach|hit WHO|him|her|them|me",
         "does|will|would|do|did the|any? trample|damage still? get|go through to WHO|him|her|them|me",
         # 702.15b: the life its lifelink gains
         "how much life do|does|did|will|would i|you|we gain|get",
         "do|does|did|will|would i|you|we still? gain|get any? life"))},
    *_damage_amount_rules(),
    *_damage_rules(),
    # a player's protection against a card's effects (702.16b, 702.16e, 702.16j): "with protection from everything
    # thanks to C, can my opponent's A still hurt me?"
    {"intent": "player.harmed", "roles": ("protector", "harmer"),
     "patterns": tuple(f"if|while|when i|you|@OPP|they have|has protection from everything {via} @DET? CARD ,? "
                       "can|could|does|do|will|would @DET? @OPP? 's? CARD still? harm|hurt|affect me|you|them|him|her"
                       for via in ("due to", "because of", "thanks to", "from|with"))},
    {"intent": "player.harmed", "roles": ("protector", "harmer"),
     "patterns": ("if|while my? i|you|@OPP|they control|controls @DET? CARD ,? can|could|does|do|will|would @DET? "
                  "@OPP? 's? CARD still? harm|hurt|affect me|you|them|him|her",)},
    {"intent": "player.harmed", "roles": ("harmer", "protector"),
     "patterns": ("can|could|does|do|will|would @DET? @OPP? 's? CARD still? harm|hurt|affect me|you|them|him|her "
                  "if|while my? i|you|@OPP|they control|controls @DET? CARD",)},
    {"intent": "player.harmed", "roles": ("harmer",),
     "patterns": ("can|could|does|do|will|would @DET? @OPP? 's? CARD still? harm|hurt|affect me|you|them|him|her ?|.",
                  "can|could|does|do|will|would @DET? @OPP? 's? CARD still? harm|hurt|affect my? @OPP ?|.")},
    # persist and undying look back at the counters it had (702.79a, 702.93a, 603.10a): "if A has a -1/-1 counter
    # on it and dies, does it come back?", "does undying return A if it has a +1/+1 counter?"
    {"intent": "dies.returns", "roles": ("object",),
     "patterns": tuple(f"{dies} again? ,? does|will|would @DET? CARD|@PRON {back}" for dies in (
         "if|when @DET? CARD * dies|die", "if|when @DET? CARD * is|gets|was destroyed|sacrificed") for back in (
         "come|comes back", "return|returns", "come|comes back again", "return|returns again")) + tuple(
         f"does|will|would @DET? CARD {back} * if|when it|@PRON dies|die|is|gets|was destroyed|sacrificed?" for back in (
             "come|comes back", "return|returns", "come|comes back again", "return|returns again")) + (
         "does|will|would persist|undying return|bring back? @DET? CARD", "does|will|would @DET? CARD 's "
         "persist|undying trigger|work|return")},
    {"intent": "dies.returns", "roles": (),
     "patterns": tuple(f"if|when it|@PRON dies|die again? ,? does|will|would it {back}" for back in (
         "come|comes back", "return|returns", "come|comes back again", "return|returns again"))},
    # a copy of a spell isn't cast (707.10) unless the copier casts it (707.12); cascade and discover cast
    # the card they find (702.85a, 701.57a): "if I copy A with B, does C trigger", "does C's prowess trigger
    # off a copy of A", "does C trigger when I cascade into A", "when I cast A with B's cascade"
    {"intent": "trigger.fires", "roles": ("subject", "effect", "watcher"),
     "patterns": tuple(f"if|when|whenever my? i|@OPP|they|he|she {verb} @DET? CARD with|using|via|from|off @DET? CARD "
                       f"'s? cascade? * does|will|would|do @DET? @OPP? 's? CARD 's? @ABILITY? trigger|see"
                       for verb in ("copy|copies|copied", "cascade|cascades|cascaded|discover|discovers|discovered into",
                                    "cast|casts @DET? CARD"))},
    {"intent": "trigger.fires", "roles": ("effect", "subject", "watcher"),
     "patterns": ("if|when|whenever my? i|@OPP|they|he|she cast|casts @DET? CARD and|, "
                  "cascade|cascades|cascading|discover|discovers|discovering into @DET? CARD * "
                  "does|will|would|do @DET? @OPP? 's? CARD 's? @ABILITY? trigger|see",)},
    {"intent": "trigger.fires", "roles": ("watcher", "subject", "effect"),
     "patterns": tuple(f"does|will|would|do @DET? @OPP? 's? CARD 's? @ABILITY? trigger|triggers * when|if|whenever my? i|@OPP|they|he|she "
                       f"{verb} @DET? CARD with|using|via|from|off @DET? CARD 's? cascade?"
                       for verb in ("copy|copies|copied", "cascade|cascades|cascaded|discover|discovers|discovered into",
                                    "cast|casts"))},
    {"intent": "trigger.fires", "roles": ("watcher", "subject"),
     "patterns": tuple(f"does|will|would|do @DET? @OPP? 's? CARD 's? @ABILITY? trigger|triggers * {when}"
                       for when in ("when|if|whenever my? i|@OPP|they|he|she copy|copies @DET? CARD",
                                    "when|if|whenever my? i|@OPP|they|he|she cascade|cascades|discover|discovers into "
                                    "@DET? CARD",
                                    "off|from|for|on @DET? copy|copies of @DET? CARD",
                                    "off|from|for|on @DET? CARD 's storm? copy|copies"))},
    {"intent": "trigger.fires", "roles": ("subject", "watcher"),
     "patterns": tuple(f"does|will|would|do|can @DET? {copy} trigger @DET? @OPP? 's? CARD 's? @ABILITY?"
                       for copy in ("copy|copies of @DET? CARD", "CARD 's storm? copy|copies"))},

    # "tapped for mana" triggers: "does A trigger when B is tapped for mana"
    # more than once a turn (602.5b, 606.3): "can I activate A's ability twice in one turn?"
    {"intent": "activation.twice", "roles": ("source",),
     "patterns": tuple(f"can|could|may i|you activate|use {what} {times}" for what in (
         "@DET? @DET? 's? CARD 's? LOYALTY? @OBJ_ABILITY?", "@DET? LOYALTY? @OBJ_ABILITY? of @DET? CARD")
         for times in ("twice", "more than once", "two|multiple|several times"))},
    {"intent": "activation.twice", "roles": (),
     "patterns": tuple(f"can|could|may i|you activate|use a|an|the|one? planeswalker? 's? loyalty ability|abilities "
                       f"{times}" for times in ("twice", "more than once", "two|multiple|several times"))},
    # trigger doublers (603.2d): "does A's ability trigger twice (with B)?", "does B make A trigger twice?", "do I
    # get two cascade triggers from A?", "how many times does A trigger with B?"
    # the order simultaneous triggers go on the stack (603.3b): "if A and B trigger at the same time, whose resolves
    # first?" (the cards, and whose each is, told before or in the same sentence)
    {"intent": "trigger.order", "roles": (),
     "patterns": ("whose|which trigger|triggers|ability|abilities|one? resolves|resolve|goes|go first",
                  "whose|which trigger|triggers|ability|abilities|one? goes|go on the stack first|last",
                  "whose|which trigger|triggers|ability|abilities|one? will|would|does|do resolve|go first",
                  "what|which order do|does|will|would the|their|both|they? triggers|abilities|@PRON? go|resolve",
                  "who chooses|decides|picks|orders the order")},
    # how many times (603.2c): "if three creatures die at once, how many times does A trigger?"
    {"intent": "trigger.times", "roles": ("watcher",),
     "patterns": ("if|when|whenever OBJ @EVENT * how many times does|will|would|do @DET? CARD 's? @ABILITY? trigger",
                  "how many times does|will|would|do @DET? CARD 's? @ABILITY? trigger * when|if|whenever OBJ @EVENT",
                  "if|when|whenever OBJ @EVENT * does|will|would|do @DET? CARD 's? @ABILITY? trigger "
                  "once|twice|thrice|NUM",
                  "does|will|would|do @DET? CARD 's? @ABILITY? trigger once|twice|thrice|NUM * when|if|whenever OBJ "
                  "@EVENT")},
    {"intent": "trigger.doubled", "roles": ("watcher",),
     "patterns": tuple(f"does|will|would|do @DET? @OPP? 's? CARD 's? @OBJ_ABILITY? trigger|triggers {times}"
                       for times in _TRIGGER_TIMES) + (
         "how many times does|will|would|do @DET? @OPP? 's? CARD 's? @OBJ_ABILITY? trigger",
         "do|will|would|can i|you get two|three|four|2|3|4 @TRIGGER_KEYWORD? trigger|triggers from|with|off @DET? CARD",
         "how many @TRIGGER_KEYWORD? trigger|triggers do|will|would i|you get from|with|off @DET? CARD")},
    {"intent": "trigger.doubled", "roles": ("doubler", "watcher"),
     "patterns": tuple(f"does|will|would|do @DET? CARD make|makes|cause|causes|let|lets @DET? @OPP? 's? CARD 's? "
                       f"@OBJ_ABILITY? trigger {times}" for times in _TRIGGER_TIMES) + (
         "does|will|would|do @DET? CARD double|doubles @DET? @OPP? 's? CARD 's @OBJ_ABILITY",)},
    # token doublers (614.1a), before the mana doublers: "does B double the tokens from A?", "how many tokens does A
    # make with B?"
    {"intent": "tokens.doubled", "roles": ("doubler", "creator"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD double|doubles|triple|triples|affect|affects|apply|work "
                  "to|with? * token|tokens * from|of|by|with @DET? @DET? 's? CARD",
                  "does|will|would|do @DET? @DET? 's? CARD double|doubles|triple|triples @DET? @DET? 's? CARD 's "
                  "token|tokens")},
    {"intent": "tokens.doubled", "roles": ("creator", "doubler"),
     "patterns": ("how many * token|tokens do|does|will|would i|you get|create|make * from|with|off @DET? @DET? 's? "
                  "CARD * with|and|if|while|when @DET? @DET? 's? CARD",
                  "how many * token|tokens does|will|would @DET? @DET? 's? CARD make|create * with|if|while|when * "
                  "CARD")},
    # the cards told in the story before: "I control A. I cast B. How many tokens do I create?"
    {"intent": "tokens.doubled", "roles": (),
     "patterns": ("how many * token|tokens do|will|would|does i|you get|create|make ?|.",)},
    {"intent": "tokens.doubled", "roles": ("doubler", "creator"),
     "patterns": ("with|if * CARD ,? how many * token|tokens does|will|would|do @DET? @DET? 's? CARD make|create",
                  "with|if * CARD ,? how many * token|tokens do|will|would i|you get|create|make * from|with @DET? "
                  "@DET? 's? CARD")},
    # what a copy gets (707.2), before the mana doublers ("A * copies * B"): "does A copy the counters on B?", "if A
    # copies B, does it have flying?", "if I Clone B, is the copy tapped?"
    {"intent": "copy.gets", "roles": ("copier", "original"), "avoid": ("TRIG",),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD copy|copies * on|of|from|that @DET? @DET? 's? CARD",
                  "does|will|would|do @DET? @DET? 's? CARD copy|copies @DET? @DET? 's? CARD 's",
                  "if|when @DET? @DET? 's? CARD copies|copied|clones|cloned @DET? @DET? 's? CARD * "
                  "does|will|would|is|do|has",
                  "if|when @DET? @DET? 's? CARD becomes|became a copy of @DET? @DET? 's? CARD * "
                  "does|will|would|is|do|has",
                  "if|when i|you CARD @DET? @DET? 's? CARD")},
    # none named to copy: "does Clone copy counters?" (a copiable value or not, 707.2)
    {"intent": "copy.gets", "roles": ("copier",), "avoid": ("TRIG",),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD copy|copies @DET? +1/+1|-1/-1? counter|counters|aura|auras|"
                  "equipment|damage|bonus|bonuses ?|.",)},
    {"intent": "copy.gets", "roles": ("original", "copier"), "avoid": ("TRIG",),
     "patterns": ("if|when i|you copy|clone @DET? @DET? 's? CARD with|using @DET? CARD",
                  "if|when @DET? @DET? 's? CARD is|gets copied|cloned by @DET? CARD * does|will|would|is|do|has")},
    # counter doublers (614.1a, 614.1c): "does Hardened Scales add a counter when A enters?", "does Doubling Season
    # double A's loyalty?", "how many counters does A enter with with B?"
    {"intent": "counters.doubled", "roles": ("doubler", "source"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD double|doubles|add|adds|affect|affects|apply|work|give|gives "
                  "to|with? * counter|counters|loyalty * on|of|from|for|when|with|to|if @DET? @DET? 's? CARD",
                  "does|will|would|do @DET? @DET? 's? CARD double|doubles|affect|affects @DET? @DET? 's? CARD 's "
                  "LOYALTY? counter|counters|loyalty")},
    {"intent": "counters.doubled", "roles": ("source", "doubler"),
     "patterns": ("how many * counter|counters does|will|would @DET? @DET? 's? CARD enter|get|have|come * with|if|while|"
                  "when * CARD",)},
    # the doubler told in the story before: "I control B. I cast A. How many counters does it enter with?"
    {"intent": "counters.doubled", "roles": ("source",),
     "patterns": ("how many * counter|counters does|will|would @DET? CARD enter|come with ?|.",
                  "how many * counter|counters does|will|would @DET? CARD enter|come onto the battlefield with ?|.")},
    # "if I put A onto the battlefield with B, does its cast trigger happen?", "does A's cast trigger work when I put it
    # onto the battlefield with B?" (601.2i: a permanent put onto the battlefield wasn't cast; A is what triggers)
    {"intent": "trigger.fires", "roles": ("watcher", "effect"),
     "patterns": ("if|when|whenever my? i|@OPP|they|he|she put|puts|reanimate|reanimates|cheat|cheats @DET? CARD * "
                  "with|using|via|through @DET? CARD ,? does|will|would|do its cast? @OBJ_ABILITY "
                  "trigger|triggers|happen|work|resolve|go",
                  "does|will|would|do @DET? CARD 's? cast? @OBJ_ABILITY? trigger|triggers|happen|work|resolve|go * "
                  "when|if|whenever my? i|@OPP|they|he|she put|puts|reanimate|reanimates|cheat|cheats it|CARD * "
                  "with|using|via|through @DET? CARD")},
    # "if I cascade into A, does its cast trigger happen?" (702.85a: cascade casts it)
    {"intent": "trigger.fires", "roles": ("watcher",),
     "patterns": ("if|when|whenever my? i|@OPP|they|he|she cascade|cascades|discover|discovers into @DET? CARD ,? "
                  "does|will|would|do its cast? @OBJ_ABILITY trigger|triggers|happen|work|resolve|go",
                  "does|will|would|do @DET? CARD 's? cast? @OBJ_ABILITY? trigger|triggers|happen|work|resolve|go * "
                  "when|if|whenever my? i|@OPP|they|he|she cascade|cascades|discover|discovers into it|CARD")},
    {"intent": "mana.tapped_trigger", "roles": ("tapped", "watcher"),
     "patterns": ("@TAP @DET? CARD * CARD * @TRIG|@BOOST", "@TAP @DET? CARD * @TRIG * CARD",
                  "CARD * tapped * CARD * @TRIG|@BOOST")},
    {"intent": "mana.tapped_trigger", "roles": ("watcher", "tapped"), "avoid": ("STRIKE",),
     "patterns": ("CARD * @TRIG|@WORK|@BOOST * CARD * @TAP",
                  "CARD * double|doubles|triple|triples * CARD", "CARD * copy|copies * CARD 's? mana",
                  "CARD * extra|additional|more|bonus * mana * CARD",
                  "CARD * @TRIG * off|from|on CARD 's? mana?",
                  "CARD * @TRIG * @TAP @DET? CARD",
                  "CARD * with CARD * @EXTRA|more|trigger|triggers")},
    {"intent": "mana.tapped_trigger", "roles": ("tapped",), "avoid": ("STRIKE",),
     "patterns": ("@TAP @DET? CARD * @EXTRA|trigger|triggers", "CARD * tapped * @EXTRA")},
    {"intent": "mana.tapped_trigger", "roles": ("watcher", "tapped"),
     "avoid": ("AGAINST",),
     "patterns": ("CARD * work|works|working with CARD",)},
    {"intent": "mana.tapped_trigger", "roles": ("watcher", "tapped"), "need": ("MANATAP",),
     "patterns": ("CARD * affect|affects|apply|applies|effect * to? CARD",)},
    {"intent": "mana.tapped_trigger", "roles": ("watcher",), "need": ("MANA",),
     "patterns": ("CARD * @TRIG * @TAP * for mana", "CARD * @TRIG * tapped for")},

    # how many lands a player may play in a turn (305.2): "can I play two lands in one turn (with A)",
    # "can I play an artifact land and another land", "can I play a land from the top of my library after
    # playing one from my hand"; "does putting a land onto the battlefield with A count as my land drop" (305.4)
    {"intent": "land.plays", "roles": (),
     "patterns": tuple(f"{who} play {lands}" for who in ("can|could|may i|you", "can|could|may my? @OPP") for lands in (
         "@LANDNUM lands|land", "a|an? another|second|third|fourth land",
         "a|an|one @LANDKIND? land and a|an|another|one @LANDKIND? land",
         "a|another land from the top of my|your|their|his|her library",
         "a|another land from my|your|their|his|her graveyard"))},
    {"intent": "land.plays", "roles": (),
     "patterns": ("how many lands|land can|could|may i|you|my|they|he|she @OPP? play",)},
    {"intent": "land.plays", "assign": True, "roles": (),
     "patterns": ("with|using @DET? @LANDNUM? CARD", "in|during|on|within @DET? @DET? 's|'? single|same|given? turn",
                  "this|per|each|a turn", "after|besides playing|play|played one|a land? from my|your|their|his|her hand",
                  "after|besides i|they|he|she play|played one|a land? from my|your|their|his|her hand",
                  "i|you control|controlled|have|had @LANDNUM CARD")},
    {"intent": "land.plays", "roles": (),
     "patterns": ("does|do|will|would putting|put a|an? land|lands onto|into the? battlefield|play with|using @DET? "
                  "CARD count|counts as my|your|their|a|the land drop|play",
                  "does|do|will|would putting|put a|an? land|lands onto|into the? battlefield|play with|using @DET? "
                  "CARD use|uses up? my|your|their|a|the land drop|play",
                  "does|do|will|would @DET? CARD count|counts as my|your|their|a|the land drop|play",
                  "does|do|will|would @DET? CARD use|uses up? my|your|their|a|the land drop|play")},

    # madness (702.35a): "if I cycle A, can I cast it for its madness cost?", "can I madness A if it's milled?"
    {"intent": "cast.madness", "roles": ("card",),
     "patterns": tuple(pattern.format(who=who, by=by) for who in ("i|you|they|he|she", "my? @OPP")
                       for by in ("i|you|they|he|she", "my? @OPP") for pattern in (
         "if|when|after {by} cycle|cycles|cycled|discard|discards|discarded|mill|mills|milled @DET? CARD ,? "
         "can|could|may {who} cast|play @PRON for its madness cost?",
         "can|could|may {who} cast|play @DET? CARD for its madness cost? if|when|after {by} cycle|cycles|cycled|"
         "discard|discards|discarded|mill|mills|milled @PRON")) + (
         "if|when|after @DET? CARD is|was|gets|got cycled|discarded|milled ,? can|could|may i|you|they|he|she cast|play "
         "@PRON for its madness cost?",
         "can|could|may i|you|they|he|she cast|play @DET? CARD for its madness cost? if|when|after @PRON "
         "is|was|gets|got cycled|discarded|milled")},

    # entering tapped (110.5b, 614.1c): "does A enter the battlefield tapped", "does A ETB tapped"
    {"intent": "enters.tapped", "roles": ("permanent",),
     "patterns": ("does|will|would|do @DET? CARD enter|enters|come|comes into|onto? the? battlefield|play? tapped",
                  "does|will|would|do @DET? CARD etb|etbs tapped",
                  "is|will @DET? CARD be? tapped when|as it enters|comes",
                  # "If I cast A, does it enter tapped?"
                  *(f"if|when {who} cast|casts|play|plays @DET? CARD {held}does|will|would it|she|he "
                    "enter|enters|come|comes into|onto? the? battlefield|play? tapped" for who in ("i|you", "my? @OPP")
                    for held in ("* ", "while|with|and i|you|they|he|she|my? @OPP? control|controls|have|has @DET? "
                                       "CARD ,? ")),
                  *(f"if|when {who} cast|casts|play|plays @DET? CARD * is|will|does {it} be|get? tapped ?|."
                    for who in ("i|you", "my? @OPP") for it in ("it|she|he", "CARD")))},

    # when a land can be played (305.1, 116.2a): "can I play a land in response / during combat / on my
    # opponent's turn", "does playing a land use the stack / need an empty stack", "can anyone respond to a land drop"
    {"intent": "land.timing", "roles": (),
     "patterns": ("can|could|may i|you|players still? play a|an? land in|on|at|during|while|with|before",
                  "can|could|may my? @OPP still? play a|an? land in|on|at|during|while|with|before",
                  "does|do|can|will playing a|an? land use|uses|go|goes on? the stack",
                  "does|do|is playing a|an? land require|requires|need|needs|requiring an? empty stack",
                  "is an? empty stack required|needed to play a|an? land",
                  *(f"can|could|may {who} respond to {what}" for who in ("i|you|anyone|anybody|players", "my? @OPP")
                    for what in ("a|an|my|the|their|his|her land drop", "a|an|my|the|their|his|her land being played",
                                 "someone|somebody|me|them|him|her playing a|an? land",
                                 "my? @OPP playing a|an? land")))},

    # a permanent that stops casting (601.3, 101.2): "can I cast A on my opponent's turn while they control B?",
    # "does B stop me from casting A with flashback?" (before timing, which weighs no other card)
    {"intent": "cast.allowed", "roles": ("prohibitor", "spell"), "negates": True,
     "patterns": ("does|will|would @DET? @OPP? 's? CARD stop|prevent|keep me|you|players|them|him|her|my? @OPP? from? "
                  "casting @DET? @DET? 's? CARD",)},
    {"intent": "cast.allowed", "roles": ("spell", "prohibitor"),
     "patterns": tuple(f"can|could|may my? i|you|@OPP still? cast @DET? CARD * {held}" for held in (
         "while|if|with|when|under|despite my? @OPP|they|he|she controls|control|has|have @DET? CARD",
         "while|if|with|when|under|despite @DET? @OPP 's CARD", "with|while @DET? CARD in|on play|the battlefield?"))},
    {"intent": "cast.allowed", "roles": ("prohibitor", "spell"),
     "patterns": tuple(f"{held} * can|could|may my? i|you|@OPP still? cast @DET? CARD" for held in (
         "while|if|with|when|since|because my? @OPP|they|he|she controls|control|has|have @DET? CARD",
         "while|if|with|when @DET? @OPP 's CARD", "with|while @DET? CARD in|on play|the battlefield?"))},
    # summoning sickness: "can A tap for mana / attack / use its ability the turn it comes in"
    # timing (117.1a, 307.1): "can I cast A during my opponent's turn / in combat / at instant speed" (not "on
    # the turn it comes in": summoning sickness, below); "It's my opponent's turn. Can I cast A?"
    {"intent": "cast.timing", "roles": ("spell",), "avoid": ("ARRIVAL_CUE",),
     "patterns": ("can|could|may i|you cast|play|activate @DET? CARD 's? @OBJ_ABILITY?",), "need": ("TIME_TOLD",)},
    {"intent": "cast.timing", "roles": ("spell",), "avoid": ("ARRIVAL_CUE",),
     "patterns": tuple(f"can|could|may i|you cast|play|activate|equip @DET? CARD 's? @OBJ_ABILITY? {when}" for when in (
         "during|on|in my? @OPP 's|' turn|upkeep|combat|end|draw|main", "during|on my|your|their|his|her turn",
         "during|in|at the|my|your|their|his|her? upkeep|combat|end|draw", "at instant speed", "in response ?|.")) + (
         # "Can I respond with Giant Growth?": cast it in response (117.1a)
         "can|could|may i|you respond|react with @DET? CARD ?|.",
         "can|could|may i|you respond|react by casting @DET? CARD ?|.")},
    # sacrificed at all (701.21a): "can I sacrifice Darksteel Colossus?", "can I sacrifice an indestructible creature?"
    {"intent": "sacrifice.any", "roles": ("object",),
     "patterns": ("can|could|may i|you sacrifice @DET? @DET? 's? CARD ?|.", "can|could @DET? @DET? 's? CARD be "
                  "sacrificed ?|.")},
    {"intent": "sacrifice.any", "roles": (),
     "patterns": ("can|could|may i|you sacrifice OBJ ?|.", "can|could OBJ be sacrificed ?|.")},
    # sacrifice as a cost (701.21a): "can I sacrifice B to A?", "can B be sacrificed to A's ability?"
    {"intent": "sacrifice.cost", "roles": ("object", "source"),
     "patterns": ("can|could|may i|you sacrifice @DET? @DET? 's? CARD to|for|into @DET? @DET? 's? CARD",
                  "can|could @DET? @DET? 's? CARD be sacrificed to|for|into @DET? @DET? 's? CARD",
                  "is|are @DET? @DET? 's? CARD able to be sacrificed to|for|into @DET? @DET? 's? CARD")},
    {"intent": "sacrifice.cost", "roles": ("source", "object"),
     "patterns": ("can|could|may i|you activate|cast|use @DET? @DET? 's? CARD 's? @OBJ_ABILITY? by|,? sacrificing "
                  "@DET? @DET? 's? CARD",)},
    # a kind of spell, not a card: "can I cast a sorcery during combat?", "an instant on my opponent's turn?"
    {"intent": "cast.timing_kind", "roles": (),
     "patterns": tuple(f"{asked} @DET? {SPELL_KINDS} spell|spells|card|cards? with? flash? {passive} {when}"
                       for asked, passive in (("can|could|may i|you cast|play", ""), ("can|could", "be cast|played"))
                       for when in (
         "during|on|in my? @OPP 's|' turn|upkeep|combat|end|draw|main", "during|on my|your|their|his|her turn",
         "during|in|at the|my|your|their|his|her? upkeep|combat|end|draw", "at instant speed", "in response ?|."))},
    # "does A have haste?" asks for the keyword (613.1f), not whether A can attack: before summoning sickness,
    # which reads "with haste", "if it has haste" and "haste from B" as a condition the question sets
    {"intent": "ability.granted", "roles": ("subject",),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD still? have|keep haste ?|.|while|if|with|when",
                  # "If I cast A, does it have haste?": A, asked about (before the summoning-sickness rules)
                  "cast|casts|play|plays @DET? CARD ,? does|will|would|do it|she|he still? have|keep haste ?|.")},
    {"intent": "ability.granted", "roles": ("subject", "granter"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD have|get|gain haste from|because|thanks|by @DET? @DET? 's? "
                  "CARD",)},
    {"intent": "sickness.use", "assign": True, "roles": ("vehicle",), "patterns": ("@CREW CARD",)},
    {"intent": "sickness.use", "assign": True, "roles": ("cost_spell",),
     "patterns": ("convoke|improvise to? cast|pay|play @DET? CARD", "convoke|improvise for @DET? CARD")},
    # tapped to pay another card's cost (302.6 stops only its own {T} abilities): "tap A the turn it came in to pay
    # B's flashback cost", "tap A for B's ability"
    {"intent": "sickness.use", "roles": ("permanent", "cost_spell"), "need": ("TURNCUE",),
     "patterns": ("tap|taps|tapping @DET? @OPP? 's? CARD * to|for pay|activate|use? for? @DET? @OPP? 's? CARD",
                  "tap|taps|tapping @DET? @OPP? 's? CARD * cost|costs of @DET? @OPP? 's? CARD")},
    {"intent": "sickness.use", "assign": True, "roles": ("haste_source", "permanent"),
     "patterns": ("CARD * @GIVE * CARD * @HASTE", "CARD * @GIVE * @HASTE * to CARD",
                  "with|control|controlling|have CARD * can|could|does|will CARD")},
    {"intent": "sickness.use", "assign": True, "roles": ("permanent", "haste_source"),
     "patterns": ("CARD * @HASTE * from|via|through|thanks|because|with|by CARD",
                  "CARD equipped|enchanted with|by @DET? CARD")},
    {"intent": "sickness.use", "roles": ("permanent",),
     "patterns": ("CARD * summoning sick|sickness", "CARD * summon-sick|summoningsick",
                  "summoning sick|sickness * CARD", "CARD * @HAVETO|with|gets|get haste",
                  "CARD * is|be|being sick")},
    {"intent": "sickness.use", "roles": ("permanent",), "need": ("TURNCUE",),
     "patterns": ("CARD * @ACTIONV", "@ACTIONV with? CARD", "@ACTIONV * CARD 's ability|abilities",
                  "CARD * for mana", "CARD * @ATTACK|@BLOCK")},
    {"intent": "sickness.use", "roles": ("permanent",), "need": ("TURNCUE_STRONG",),
     "patterns": ("CARD * produce|produces|make|makes|add|adds|generate|generates * mana",)},

    # abilities one permanent gives others (613.1f): "does B give A flying", "does A have trample from B"
    # (after summoning sickness: "does A get haste from B" asks whether A can attack)
    # an ability taken away (613.1f): "does Humility remove Serra Angel's flying", "does A lose flying with B"
    # ask whether A still has it, negated
    {"intent": "ability.granted", "roles": ("effect", "subject"), "negates": True,
     "patterns": ("does|will|would @DET? @OPP? 's? CARD remove|removes|strip|strips|stop|stops @DET? @OPP? 's? CARD 's "
                  "@KEYWORD",
                  "does|will|would @DET? @OPP? 's? CARD take|takes away @DET? @OPP? 's? CARD 's @KEYWORD",
                  "does|will|would @DET? @OPP? 's? CARD make|makes @DET? @OPP? 's? CARD lose @KEYWORD")},
    {"intent": "ability.granted", "roles": ("subject", "effect"), "negates": True,
     "patterns": ("does|will|would|do @DET? @OPP? 's? CARD lose @KEYWORD with|while|under|because|from|to @DET? @OPP? "
                  "'s? CARD",)},
    {"intent": "ability.granted", "roles": ("granter", "subject"),
     "patterns": ("does|will|would @DET? @DET? 's? CARD give|grant|gives|grants @DET? @DET? 's? CARD @KEYWORD",
                  "does|will|would @DET? @DET? 's? CARD give|grant|gives|grants @KEYWORD * to @DET? @DET? 's? CARD")},
    {"intent": "ability.granted", "roles": ("subject", "granter"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD have|get|gain @KEYWORD * from|because|thanks|by CARD",)},
    {"intent": "ability.granted", "roles": ("granter",),
     "patterns": ("does|will|would @DET? @DET? 's? CARD give|grant itself @KEYWORD",)},
    # the same for a power/toughness bonus (613.4c): "does Glorious Anthem give Grizzly Bears +1/+1"
    {"intent": "ability.granted", "roles": ("granter", "subject"),
     "patterns": ("does|will|would @DET? @DET? 's? CARD give|gives @DET? @DET? 's? CARD PT",)},
    {"intent": "ability.granted", "roles": ("subject", "granter"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD get|gets PT * from|with|because|thanks|by @DET? CARD",)},
    {"intent": "ability.granted", "roles": ("subject",),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD still? have|get|gain|keep|retain @KEYWORD",)},
    # "... does it (still) have trample?": the card the story's last spell targeted (the reader binds it)
    {"intent": "ability.granted", "roles": (),
     "patterns": ("does|will|would|do it still? have|get|gain|keep|retain @KEYWORD",)},
    # the other cards whose effects it has with it: "while my opponent controls Humility", "with Dress Down"
    {"intent": "ability.granted", "assign": True, "roles": ("effect", "effect2"),
     "patterns": ("while|if|with|when|after @DET? @OPP? 's? CARD and @DET? CARD",
                  "control|controls|controlled|cast|casts @DET? CARD and @DET? CARD")},
    {"intent": "ability.granted", "assign": True, "roles": ("effect",),
     "patterns": ("while|if|with|when|after @DET? @OPP? 's? CARD", "control|controls|controlled|cast|casts @DET? CARD")},

    # paying life (119.4, 118.3, 107.4f): "can I cast A at 3 life", "can I pay 4 life when I'm at 3"
    {"intent": "cost.payable", "roles": ("source",),
     "patterns": tuple(f"can|could|may i|you cast|activate|use|play|pay for? @DET? @DET? 's? CARD 's? @OBJ_ABILITY? * "
                       f"{when}" for when in ("at|with|on NUM life", "if|when|while i|you 'm|am|are|have|has * NUM life",
                                              "if|when|while my life total is|'s NUM"))},
    # "how many times can I activate A at 15 life?" (119.4, 602.2: a value answer)
    {"intent": "cost.payable", "roles": ("source",),
     "patterns": tuple(f"how many times can|could|may i|you activate|use @DET? @DET? 's? CARD 's? @OBJ_ABILITY? * "
                       f"{when}" for when in ("at|with|on NUM life", "if|when|while i|you 'm|am|are|have|has * NUM life",
                                              "if|when|while my life total is|'s NUM"))},
    {"intent": "cost.payable", "roles": ("source",), "need": ("LIFE_TOLD",), "avoid": ("TARGET_WORDS",),
     "patterns": ("how many times can|could|may i|you activate|use @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",)},
    # "I'm at 3 life. Can I activate A?": the life total told in a sentence before
    {"intent": "cost.payable", "roles": ("source",), "need": ("LIFE_TOLD",), "avoid": ("TARGET_WORDS",),
     "patterns": ("can|could|may i|you cast|activate|use|play|pay for? @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",)},
    {"intent": "cost.payable", "roles": (),
     "patterns": tuple(f"can|could|may i|you pay NUM life * {when}" for when in (
         "at|with|on NUM life", "if|when|while i|you 'm|am|are|have|has * NUM life",
         "if|when|while my life total is|'s NUM"))},

    # does this trigger (603.2): "does A trigger when B dies", "if B enters, does A trigger"
    # the same with the subject described, not named: "does A trigger when a token dies?", "if my opponent's
    # creature enters, does A trigger?"
    {"intent": "trigger.object", "roles": ("watcher",),
     "patterns": ("does|will|would|do @DET? CARD 's? @ABILITY? trigger|triggers|see|sees * when|if|whenever OBJ @EVENT",
                  "if|when|whenever OBJ @EVENT * does|will|would|do @DET? CARD 's? @ABILITY? trigger|see",
                  # a spell described, cast (601.2i): "does A trigger when I cast an enchantment spell?"
                  "does|will|would|do @DET? CARD 's? @ABILITY? trigger|triggers|see|sees * when|if|whenever my? "
                  "i|you|@OPP|they|he|she cast|casts OBJ",
                  "if|when|whenever my? i|you|@OPP|they|he|she cast|casts OBJ * does|will|would|do @DET? CARD 's? "
                  "@ABILITY? trigger|see")},
    {"intent": "trigger.fires", "roles": ("watcher", "subject"),
     "patterns": ("does|will|would|do CARD 's? @ABILITY? trigger|triggers|see|sees * when|if|whenever @DET? @DET? 's? "
                  "CARD @EVENT", "CARD trigger|triggers * when|if|whenever @DET? @DET? 's? CARD @EVENT",
                  "does|will|would @DET? @DET? 's? CARD @EVENTING trigger @DET? CARD",
                  "does|will|would|do CARD 's? @ABILITY? trigger|triggers * when|if|whenever my? i|@OPP|they|he|she "
                  "cast|casts|play|plays @DET? CARD",
                  # "when my opponent discards Dryad Arbor", "when I cycle Street Wraith", "when A mills me"
                  "does|will|would|do CARD 's? @ABILITY? trigger|triggers * when|if|whenever my? i|@OPP|they|he|she "
                  "discard|discards|discarded|cycle|cycles|cycled @DET? CARD",
                  "does|will|would|do CARD 's? @ABILITY? trigger|triggers * when|if|whenever @DET? CARD "
                  "mills|mill|milled")},
    # what a triggered ability does, asked instead of whether it triggers: "I control Soul Warden and cast Grizzly
    # Bears. Do I gain life?" (the check finds the named card whose triggered ability does that)
    {"intent": "trigger.fires", "roles": (),
     "patterns": ("do|does|will|would i|you|we still? gain|gains any? life ?|.",
                  "do|does|will|would i|you still? draw|get any? a|any? card|cards ?|.",
                  "does|do|will|would my? @OPP|he|she|they still? lose|loses any? life ?|.",
                  "do|does|will|would i|you still? get|create any? a|any? token|tokens ?|.",
                  # "do I get a Soldier token?": the token described (the reader checks it is one)
                  "do|does|will|would i|you still? get|create OBJ ?|.")},
    # "does Soul Warden trigger for itself", "does Blood Artist trigger on itself dying": A is the subject
    {"intent": "trigger.fires", "roles": ("watcher",),
     "patterns": ("does|will|would|do @DET? CARD 's? @ABILITY? trigger|triggers|see|sees for|on|off itself @EVENTING?",
                  "does|will|would|do @DET? CARD 's? @ABILITY? see|sees itself @EVENT")},
    {"intent": "trigger.fires", "roles": ("watcher",),
     "patterns": ("does|will|would|do @DET? CARD 's? @ABILITY? trigger|triggers",
                  # "do I still get A's trigger?"
                  "do|does|will|would i|you still? get @DET? CARD 's trigger|ability|@ABILITY")},
    {"intent": "trigger.fires", "roles": (),
     "patterns": ("does|will|would|do its ability trigger|triggers",)},
    {"intent": "trigger.fires", "roles": ("subject", "effect", "watcher"),
     "patterns": ("if|when|whenever my? i|@OPP|they|he|she put|puts @DET? CARD onto|into the? battlefield|play "
                  "with|using|via @DET? CARD * does|will|would|do @DET? CARD 's? @ABILITY? trigger|see",)},
    {"intent": "trigger.fires", "roles": ("subject", "watcher"),
     "patterns": ("if|when|whenever @DET? @DET? 's? CARD @EVENT * does|will|would|do @DET? CARD 's? ability? "
                  "trigger|see",
                  "if|when|whenever my? i|@OPP|they|he|she cast|casts|play|plays @DET? CARD * does|will|would|do "
                  "@DET? CARD 's? @ABILITY? trigger|see",
                  "if|when|whenever my? i|@OPP|they|he|she put|puts|copy|copies|reanimate|reanimates @DET? CARD * "
                  "does|will|would|do @DET? CARD 's? @ABILITY? trigger|see")},

    # tokens that left the battlefield (111.7, 111.8): "can A return a token", "does my token come back with A",
    # "if I flicker my Soldier token with A, does it come back?" (OBJ: the token described)
    {"intent": "token.returns", "roles": ("effect",),
     "patterns": ("can|could|will|would|does|do @DET? CARD * @RETURNV OBJ back?",
                  "can|could @DET? CARD be used to @RETURNV OBJ back?",
                  "can|could|will|would|does|do @DET? CARD * bring|brings|get|gets back OBJ",
                  "can|could|will|would|does|do @DET? CARD * bring|brings|get|gets OBJ back",
                  "can|could|may i|you * @RETURNV OBJ back? with|using|via @DET? CARD",
                  "can|could|may i|you * bring|get back OBJ with|using|via @DET? CARD",
                  "can|could|may i|you * bring|get OBJ back with|using|via @DET? CARD",
                  "does|will|would|can|do OBJ * come|comes|return|returns back? with|from|via|through|by @DET? CARD",
                  "can|could|will|would OBJ * be returned|reanimated|flickered|blinked back? by|with|using @DET? CARD",
                  "can|could|will|would OBJ * be brought back by|with|using @DET? CARD",
                  *(f"if|when i|you {verb} OBJ with|using|via @DET? CARD ,? does|will|would|can it|@PRON * "
                    f"come|return|comes|returns back?{after}" for verb in ("@RETURNV", "exile|exiles")
                    for after in ("", " when|if|after @PRON|CARD leaves the? battlefield?")),
                  *(f"if|when @DET? CARD exiles|flickers|blinks OBJ ,? does|will|would|can it|@PRON * "
                    f"come|return|comes|returns back?{after}"
                    for after in ("", " when|if|after @PRON|CARD leaves the? battlefield?")))},

    # does an effect that doesn't target reach a permanent (702.16, 702.11, 702.18, 702.12b)
    {"intent": "effect.reaches", "roles": ("effect", "object"),
     "patterns": ("does|will|would|can @DET? @OPP? 's? CARD kill|destroy|exile|bounce|affect|remove @DET? @DET? 's? CARD",)},
    {"intent": "effect.reaches", "roles": ("object", "effect"),
     "patterns": ("is|will|would|does|can @DET? @DET? 's? CARD be? get? killed|destroyed|exiled|bounced|affected "
                  "by @DET? @OPP? 's? CARD",)},
    {"intent": "effect.reaches", "roles": ("object", "effect"),
     "patterns": ("does|will|would @DET? @DET? 's? CARD die to|from @DET? @OPP? 's? CARD",)},
    {"intent": "effect.reaches", "roles": ("object", "effect"), "negates": True,
     "patterns": ("does|will|would|can @DET? @DET? 's? CARD survive CARD",)},
    # a spell cast in response to save it: "can I save A from B with C?", "does C save A from B?"
    {"intent": "effect.reaches", "roles": ("object", "effect", "saver"), "negates": True,
     "patterns": ("can|could i|you save|protect @DET? @DET? 's? CARD from @DET? @OPP? 's? CARD with|using|by "
                  "casting? @DET? CARD",)},
    {"intent": "effect.reaches", "roles": ("saver", "object", "effect"), "negates": True,
     "patterns": ("does|will|would|can @DET? CARD save|protect @DET? @DET? 's? CARD from @DET? @OPP? 's? CARD",)},

    # the same of an object described, not named (OBJ: "an indestructible creature", "a 3/3")
    {"intent": "effect.object", "roles": ("effect",),
     "patterns": ("does|will|would|can @DET? @OPP? 's? CARD also|still|even? kill|destroy|exile|bounce|affect|pump|boost|"
                  "buff OBJ",)},
    {"intent": "effect.object", "roles": ("effect",),
     "patterns": ("is|will|would|does|can OBJ be? get? killed|destroyed|exiled|bounced|affected by CARD",)},
    {"intent": "effect.object", "roles": ("effect",), "negates": True,
     "patterns": ("does|will|would|can OBJ survive CARD",)},

    # a triggered ability must choose a legal target if one exists (603.3d): "does A have to target itself?"
    {"intent": "targeting.forced", "roles": ("source", "target"),
     "patterns": tuple(f"{ask} @DET? CARD 's? @TRIGGER_EVENT? @OBJ_ABILITY? @OBJ_ABILITY? {must} target @DET? @OPP? 's? CARD"
                       for ask, must in _FORCED_ASKS)},
    {"intent": "targeting.forced", "roles": ("target", "source"),
     "patterns": tuple(f"{ask} i|you {must} target @DET? @OPP? 's? CARD with @DET? CARD 's? @TRIGGER_EVENT? "
                       "@OBJ_ABILITY? @OBJ_ABILITY?" for ask, must in _FORCED_ASKS)},
    {"intent": "targeting.forced", "roles": ("source",),
     "patterns": tuple(f"{ask} @DET? CARD 's? @TRIGGER_EVENT? @OBJ_ABILITY? @OBJ_ABILITY? {must} target"
                       for ask, must in _FORCED_ASKS) + tuple(
                       f"{ask} i|you {must} target * with @DET? CARD 's? @TRIGGER_EVENT? @OBJ_ABILITY? @OBJ_ABILITY?"
                       for ask, must in _FORCED_ASKS) + tuple(
                       # "When A dies, do I have to target my own creature (with its ability)?"
                       f"CARD * {ask} i|you|it {must} target" for ask, must in _FORCED_ASKS)},
    # targets are chosen as a spell is cast (601.2c): "can I cast A with no target"
    {"intent": "targeting.none", "roles": ("source",),
     "patterns": ("can|could|may i|you cast|play|cycle|activate @DET? CARD * if|when there are|is no|nothing * to? "
                  "target", "can|could|may i|you cast|play|cycle|activate @DET? CARD with no|zero target|targets",
                  "can|could|may i|you cast|play|cycle|activate @DET? CARD without a|any? target|targets|targeting",
                  "can|could|may i|you cast|play @DET? CARD if|when i do|did n't|not control any creatures|creature",
                  "can|could|may i|you cast|play @DET? CARD if|when i control no creatures",
                  # "with only one creature on the battlefield": fewer creatures than it may need (601.2c)
                  "can|could|may i|you cast|play @DET? CARD with|if|when only|just one creature",
                  "can|could|may i|you cast|play @DET? CARD with|if|when a single creature",
                  "can|could|may i|you cast|play @DET? CARD if|when there 's|is only|just one creature",
                  "can|could|may i|you cast|play @DET? CARD if|when there 's|is a single creature",
                  "if|when there 's|is only|just one creature * can|could|may i|you cast|play @DET? CARD",
                  "if|when there 's|is a single creature * can|could|may i|you cast|play @DET? CARD")},

    # casting and priority (117.1a, 702.8a, 702.61): "can I cast A in response to B"
    {"intent": "priority.respond", "roles": ("response", "spell"),
     "patterns": ("can|could|may i|you cast|activate|play|cycle CARD 's? ability? in response to @DET? @DET? 's? CARD",
                  "can|could|may i|you cast|activate|play|cycle CARD 's? ability? while @DET? @DET? 's? CARD is on "
                  "the stack")},
    {"intent": "priority.respond", "roles": ("spell", "response"),
     "patterns": ("can|could|may i|you respond to @DET? @DET? 's? CARD 's? mana? @OBJ_ABILITY? with @DET? CARD",
                  "can|could|may i|you respond to @DET? @DET? 's? CARD 's? mana? @OBJ_ABILITY? by casting|activating "
                  "@DET? CARD")},
    # only the thing on the stack named: an ability that may be a mana ability, a land played
    {"intent": "priority.respond", "roles": ("spell",),
     "patterns": ("can|could|may i|you|anyone|anybody respond to @DET? @DET? 's? CARD 's mana? @OBJ_ABILITY",
                  "can|could|may i|you|anyone|anybody|players respond to @DET? @DET? 's? CARD ?|.",
                  "can|could|may my? @OPP respond to @DET? @DET? 's? CARD ?|.",
                  "can|could|may my? @OPP respond to @DET? @DET? 's? CARD 's mana? @OBJ_ABILITY",
                  "can|could|may i|you|anyone|anybody respond to my? @OPP|him|her|them|someone playing @DET? CARD",
                  "can|could|may i|you|anyone|anybody respond when|after|as my? @OPP|i|they|he|she plays|play|"
                  "played|taps|tap|tapped @DET? CARD")},

    # the stack (405.1, 605.3b, 305.1): "does A's ability use the stack", "does Dark Ritual go on the stack"
    {"intent": "stack.uses", "roles": ("subject",),
     "patterns": ("does|do|will|would @DET? @OPP? 's? CARD 's? mana? @OBJ_ABILITY? use|go on? the stack",
                  "is|are @DET? @OPP? 's? CARD 's? mana? @OBJ_ABILITY? put on the stack",
                  "does|do|will|would casting|playing|activating @DET? @OPP? 's? CARD 's? mana? @OBJ_ABILITY? use|go "
                  "on? the stack")},
    # durations (514.2): "does A's bonus last until my opponent's turn"
    # damage marked on a creature (120.6, 514.2): "does damage last until the next turn?", "does damage wear off at
    # the end of the turn?"
    {"intent": "duration.lasts", "roles": (),
     "patterns": ("does|is|will|would damage last|stay|stays|remain|persist on? a|the? creature? until|into|through|"
                  "past|to @DET? next|following turn",
                  "does|will|would damage carry|carries over to|into @DET? next|following turn")},
    {"intent": "duration.lasts", "roles": (), "negates": True,
     "patterns": tuple(f"{asked} at|in|during|by the? end|cleanup of? the|this? turn|step ?|."
                       for asked in ("does|do|will|would damage wear|wears off",
                                     "is|does|will|would damage get? removed|reset|cleared",
                                     "does|do|will|would damage go away|reset|disappear"))},
    {"intent": "duration.lasts", "roles": ("effect",),
     "patterns": ("does|will|would CARD 's? effect|bonus|boost|pump|buff|ability? last|stay|persist|remain "
                  "until|into|through|past|during|on @DET? @DET? 's? next|following? turn",)},
    # the same asked the other way: "does A's effect end at the end of the turn" (611.2a, 514.2)
    {"intent": "duration.lasts", "roles": ("effect",), "negates": True,
     "patterns": ("does|will|would CARD 's? animation? effect|bonus|boost|pump|buff|ability|effects? end|expire|"
                  "wear off? at|in|during? the? end|cleanup of? the|this? turn|step?",
                  "does|will|would the? animation? effect|effects|bonus of CARD end|expire|wear off? at|in|during? "
                  "the? end|cleanup of? the|this? turn|step?",
                  # "does Giant Growth last until end of turn", "does the +3/+3 from Giant Growth wear off at end of turn"
                  "does|will|would CARD 's? effect|bonus|boost|pump|buff|ability? last|lasts only? until|till the? end "
                  "of the|this? turn",
                  "does|will|would the PT? effect|bonus|boost|pump|buff? from|of CARD end|expire|wear off? at|in|during? "
                  "the? end|cleanup of? the|this? turn|step?")},

    # state-based actions (704.5f, 704.5j): "does A die if it gets -2/-2", "can I control two A"
    {"intent": "sba.dies", "roles": ("creature",),
     "patterns": ("does|will|would CARD die * if|when|after @PRON|CARD gets|get|has PT",
                  "if|when|after CARD gets|get PT * does|will|would @PRON|CARD die",
                  "does|will|would CARD die * getting|with PT")},
    {"intent": "sba.dies", "roles": ("creature",), "need": ("DAMAGESTORY",),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD die|dies",)},
    {"intent": "sba.dies", "roles": ("creature",), "need": ("DAMAGESTORY",), "negates": True,
     "patterns": ("does|will|would|do|can @DET? @DET? 's? CARD survive",)},
    {"intent": "sba.dies", "roles": ("creature",), "negates": True,
     "patterns": ("does|will|would|can CARD survive * getting|with PT",
                  "if|when|after CARD gets|get PT * does|will|would|can @PRON|CARD survive")},
    # damage (704.5g lethal, 704.5h deathtouch): "does A die if it is dealt 3 damage", "if B deals 1 damage to A"
    {"intent": "sba.dies", "roles": ("source", "creature"),
     "patterns": ("if|when|after CARD deals|deal|dealt NUM damage to @DET? @DET? 's? CARD * does|will|would "
                  "@PRON|CARD die",)},
    {"intent": "sba.dies", "roles": ("creature", "source"),
     "patterns": ("does|will|would CARD die * if|when|after CARD deals|deal|dealt NUM damage to @PRON",
                  "does|will|would CARD die * if|when|after @PRON is|'s|gets|get|was dealt NUM damage by CARD")},
    {"intent": "sba.dies", "roles": ("creature",),
     "patterns": ("does|will|would CARD die * if|when|after @PRON|CARD is|'s|gets|get|takes|take|was dealt? NUM damage",
                  "if|when|after CARD is|gets|get|takes|take|was dealt? NUM damage * does|will|would @PRON|CARD die",
                  "does|will|would CARD die * from|to NUM damage")},
    # toughness changed by other cards (704.5f): "does A die while my opponent controls B (and C)?"
    *({"intent": "sba.dies", "roles": roles,
       "patterns": tuple(f"does|will|would|do @DET? @DET? 's? CARD die|dies while|if|with|when|under {who} {cards}"
                         for who in ("@DET? @OPP? 's? controls?", "i|he|she|they control|controls"))}
      for roles, cards in ((("creature", "effect", "effect2"), "@DET? CARD and @DET? CARD"),
                           (("creature", "effect"), "@DET? CARD"))),
    {"intent": "sba.dies", "roles": ("creature",), "negates": True,
     "patterns": ("does|will|would|can CARD survive NUM damage",
                  "if|when|after CARD is|gets|get|takes|take|was dealt? NUM damage * does|will|would|can @PRON|CARD "
                  "survive")},
    # only once it has lethal damage or 0 toughness: "before it dies" alone may mean "in response to the removal"
    {"intent": "sba.respond", "roles": ("creature",),
     "patterns": tuple(f"if|when|after|once @DET? @DET? 's? CARD gets|get|has|takes {what} * can|could|may "
                       "i|you|they|he|she respond|react|sacrifice|activate|use CARD? @PRON? * before CARD? @PRON? dies|die"
                       for what in ("PT", "lethal damage?"))},
    {"intent": "sba.legend", "roles": ("permanent",),
     "patterns": ("can|may i control|have two|2|both|multiple @DET? CARD",
                  "can|may two|2 CARD be on the battlefield|board")},
    # two legends with different names (704.5j): "can I control A and B at the same time", "will A be put into the
    # graveyard because of the legend rule (when I cast B)" (the negated statement; B told in the story)
    {"intent": "sba.legend", "roles": ("permanent", "second"),
     "patterns": ("can|may i control|have both? @DET? CARD and @DET? CARD",)},
    {"intent": "sba.legend", "roles": ("permanent", "second"), "negates": True,
     "patterns": ("does|will the legend|legends rule apply to|affect @DET? CARD and @DET? CARD",)},
    {"intent": "sba.legend", "roles": ("permanent",), "negates": True,
     "patterns": ("will|does|is @DET? @OPP? 's? CARD|he|she|it be? get? put|sent|go|goes into|to the|my|his|her|their? "
                  "graveyard based|because on|of the legend|legends rule",
                  "will|does|is @DET? @OPP? 's? CARD|he|she|it be? get? put|sent|go|goes into|to the|my|his|her|their? "
                  "graveyard due to|by the legend|legends rule",
                  "does|will the legend|legends rule apply|affect ?")},

    # no refund for a countered spell or ability (701.6b): "if A is countered, do I get my mana back?", "do I get my
    # mana back if my spell fizzles?"
    {"intent": "counter.refund", "roles": ("spell",),
     "patterns": ("if|when @DET? @DET? 's? CARD fizzles|fizzled * do|does|will|would|can i|you|they|he|she get|gets * "
                  "back|refund|refunded",
                  "if|when @DET? @DET? 's? CARD is|gets|was|got countered|fizzles|fizzled * do|does|will|would|can "
                  "i|you|they|he|she get|gets * back|refund|refunded",
                  "do|does|will|would|can i|you|they|he|she get * back|refund * if|when @DET? @DET? 's? CARD "
                  "is|gets|was|got countered|fizzles|fizzled")},
    {"intent": "counter.refund", "roles": (),
     "patterns": ("if|when @DET? my|a|the|his|her|their|your spell|ability is|gets|was|got countered|fizzles|fizzled * "
                  "do|does|will|would|can i|you|they|he|she get|gets * back|refund|refunded",
                  "do|does|will|would|can i|you|they|he|she get * back|refund * if|when @DET? my|a|the|his|her|their|"
                  "your spell|ability is|gets|was|got countered|fizzles|fizzled",
                  "if|when @DET? my|a|the|his|her|their|your spell|ability fizzles|fizzled * do|does|will|would|can "
                  "i|you|they|he|she get|gets * back|refund|refunded",
                  "is|are @DET? mana|cost|costs refunded|returned * if|when * countered|fizzles|fizzled")},

    # still resolves (608.2b): "does A still resolve", "will A fizzle" (the negated statement)
    {"intent": "resolve.still", "roles": ("spell",),
     "patterns": ("does|will|would|do CARD still? resolve", "CARD still resolve|resolves")},
    {"intent": "resolve.still", "roles": ("spell",), "negates": True,
     "patterns": ("is|does|will CARD still? get|be? countered|fizzle|fizzles", "CARD still? fizzle|fizzles")},
    {"intent": "resolve.still", "roles": (), "patterns": ("does|will|would @PRON still? resolve",)},
    {"intent": "resolve.still", "roles": (), "negates": True, "patterns": ("does|will @PRON still? fizzle",)},
    # what the spell does, asked after the responses: "do I still create the Zombie?" (the reader reads the words,
    # the check finds the spell's sentence that does that)
    {"intent": "resolve.still", "roles": (),
     "patterns": ("do|does|will|would i|you|we|he|she|they still @EFFECT_VERB",
                  "do|does|will|would my? @OPP still @EFFECT_VERB")},

    # changing targets: "can A redirect B", "can A change the target of B's ability"
    {"intent": "targets.change", "assign": True, "roles": ("redirector", "spell"),
     "patterns": ("CARD on @DET? CARD", "CARD vs|versus|against CARD")},
    {"intent": "targets.change", "roles": ("spell", "redirector"),
     "patterns": ("CARD * @BE * @REDIRECTED * by|with|using|via CARD",
                  "@REDIRECT * CARD * with|using|via|through CARD",
                  "@CHANGE * @TARGET_N * of|for|on CARD * with|using|via|through CARD",
                  "CARD 's? @TARGET_N * changed|redirected|switched * by|with|using CARD")},
    # "redirect Lightning Bolt to Spellskite", "redirect it to Spellskite": Spellskite changes the target to itself
    {"intent": "targets.change", "roles": ("redirector", "spell", "new_target"),
     "patterns": ("CARD * @CHANGE * @TARGET_N * of|for|on @DET? CARD to|onto @DET? CARD",
                  "CARD * @CHANGE * @TARGET_N * of|for|on @DET? CARD 's @OBJ_ABILITY? @OBJ_ABILITY to|onto @DET? CARD",
                  "CARD * @REDIRECT @DET? CARD to|onto @DET? CARD")},
    {"intent": "targets.change", "roles": ("redirector", "spell"),
     "patterns": ("use|using|cast|activate|activating CARD * to @REDIRECT * CARD",
                  "use|using|cast|activate|activating CARD * to @CHANGE * @TARGET_N * CARD",
                  "CARD * @REDIRECT * CARD",
                  "CARD * @CHANGE * @TARGET_N * CARD",
                  "CARD * @CHOOSE * new * @TARGET_N * CARD",
                  "CARD * @WORK * @AGAINST CARD",
                  "CARD * @WORK * on CARD",
                  "CARD @AGAINST CARD",
                  "CARD * take|takes|grab|grabs * @TARGET_N * CARD",
                  "i CARD @DET? CARD 's? @OBJ",
                  "@USE CARD * @ON * CARD 's? @OBJ",
                  "CARD * @BE * used|cast|played|activated * on|against|for * CARD 's? @OBJ",
                  "i CARD @DET? CARD 's? enter|enters|etb|cast|spell")},
    # 115.5, 115.7: "cast A making B target itself": B's new target would be B
    {"intent": "targets.change", "roles": ("redirector", "spell"),
     "patterns": ("use|using|cast|activate|activating CARD * make|makes|making|have|having|get|getting @DET? CARD 's? "
                  "@OBJ_ABILITY? @SELF_VERB itself",)},
    {"intent": "targets.change", "roles": ("redirector", "spell"),
     "patterns": ("CARD * @CHANGE * @TARGET_N * of|for|on @DET? CARD to|onto me|myself|player",
                  "CARD * @CHANGE * @TARGET_N * of|for|on @DET? CARD to|onto my|the? opponent",
                  "CARD * @REDIRECT @DET? CARD to|onto me|myself|player", "CARD * @REDIRECT @DET? CARD to|onto my|the? opponent")},
    {"intent": "targets.change", "roles": ("spell", "new_target", "redirector"),
     "patterns": ("@REDIRECT @DET? CARD to|onto @DET? CARD with|using|via|through CARD",)},
    {"intent": "targets.change", "roles": ("spell", "redirector"),
     "patterns": ("@REDIRECT @DET? CARD to|onto CARD",)},
    {"intent": "targets.change", "roles": ("redirector",),
     "patterns": ("@REDIRECT it|that|this|them to|onto CARD",)},
    {"intent": "targets.change", "roles": ("spell",),
     "patterns": ("CARD * @BE * @REDIRECTED", "@REDIRECT * CARD",
                  "@CHANGE * @TARGET_N * of|for|on CARD")},
    {"intent": "targets.change", "roles": ("redirector",),
     "patterns": ("CARD * @REDIRECT", "CARD * @CHANGE * @TARGET_N",
                  "CARD * @CHOOSE * new @TARGET_N")},

    # "I cast A targeting B. Is that legal?": the story's spell and its target (115.1); the question asks no more
    {"intent": "targeting.legal", "assign": True, "story": True, "roles": ("source", "target"),
     "patterns": ("i|@OPP|he|she|they cast|casts|play|plays|played|use|uses|used @DET? CARD targeting|on @DET? @OPP? 's? "
                  "CARD",
                  "i|@OPP|he|she|they cast|casts|play|plays|played|use|uses|used @DET? CARD to @TOLD_VERB @DET? @OPP? 's? "
                  "CARD")},
    {"intent": "targeting.legal", "assign": True, "story": True, "roles": ("target", "source"),
     "patterns": ("i|@OPP|he|she|they target|targets|targeted @DET? @OPP? 's? CARD with @DET? CARD",)},
    # mana production: "what mana can A make", "can A make blue", "is A's ability a mana ability"
    # the total cost (601.2f): "how much does A cost with B?", "does B reduce A's cost to {5}?" (first: a cost told)
    {"intent": "cost.total", "roles": ("spell", "modifier"),
     "patterns": tuple(f"{ask} * {_HOLDING_CARD}" for ask in ("how much does|will|would @DET? @DET? 's? CARD cost",
                                   "what does|will|would @DET? @DET? 's? CARD cost",
                                   "does|will|would @DET? @DET? 's? CARD cost|costs {"))},
    {"intent": "cost.total", "roles": ("modifier", "spell"),
     "patterns": ("does|will|would|do @COPIES? CARD make|makes @DET? @DET? 's? CARD cost|costs {",
                  "does|will|would|do @COPIES? CARD reduce|increase|raise|lower|bring|change @DET? @DET? 's? CARD 's? "
                  "total? cost|costs to {",
                  "does|will|would|do @COPIES? CARD reduce|increase|raise|lower|bring|change the total? cost|costs of "
                  "@DET? @DET? 's? CARD to {",
                  *(f"{_HOLDING_CARD} * {ask}" for ask in (
                      "how much does|will|would @DET? @DET? 's? CARD cost", "what does|will|would @DET? @DET? 's? CARD "
                      "cost", "does|will|would @DET? @DET? 's? CARD cost|costs {")))},
    # "My opponent controls B. How much does A cost?", "If I control B, does it reduce A's cost to {5}?": the other
    # cards told are what may change it
    {"intent": "cost.total", "roles": ("spell",),
     "patterns": ("does|will|would|do @PRON make|makes @DET? @DET? 's? CARD cost|costs {",
                  "does|will|would|do @PRON reduce|increase|raise|lower|bring|change @DET? @DET? 's? CARD 's? total? "
                  "cost|costs to {",
                  "does|will|would|do @PRON reduce|increase|raise|lower|bring|change the total? cost|costs of @DET? "
                  "@DET? 's? CARD to {",
                  "how much does|will|would @DET? @DET? 's? CARD cost", "what does|will|would @DET? @DET? 's? CARD cost",
                  "does|will|would @DET? @DET? 's? CARD cost|costs {")},
    {"intent": "mana.production", "roles": ("source",), "avoid": ("COUNTERV", "STOP"),
     "patterns": ("CARD * mana ability|abilities", "mana ability|abilities * CARD",
                  "@WHAT * CARD * @MAKE", "@WHAT * @MAKE * CARD",
                  "CARD * @MAKE * @COLOR|mana", "CARD * for @COLOR|mana",
                  "@COLOR|mana * from|with|off CARD", "@MAKE * @COLOR|mana * with|from|using CARD",
                  "CARD * could|can|might|would produce|make|add",
                  "CARD * produce|produces|make|makes|add|adds|tap|taps * any|one|two|three",
                  "@WHAT * CARD * tap|taps for",
                  "CARD * tap|taps|produce|produces|make|makes * @WHAT")},

    # targeting legality: "can A target B", "can I target B with A", "is B a legal target for A"
    # a player as the target (115.4): "can I target my opponent with A", "can A target me"
    {"intent": "targeting.player", "roles": ("source",),
     "patterns": ("can|could|may i|you @TARGETV @DET? @TARGET_PLAYER with|using @DET? @DET? 's? CARD",
                  "can|could|may my? @OPP @TARGETV @DET? @TARGET_PLAYER with|using @DET? @DET? 's? CARD",
                  "can|could|may @DET? @DET? 's? CARD 's? LOYALTY? @OBJ_ABILITY? @TARGETV @DET? @TARGET_PLAYER "
                  "?|.|,|if|when|while|with|who",
                  "can|could|may i|you cast|activate|use @DET? CARD 's? @OBJ_ABILITY? targeting|on|at @DET? @TARGET_PLAYER "
                  "?|.|,|if|when|while|with|who",
                  "can|could|may i CARD @DET? @TARGET_PLAYER ?|.|,|if|when|while",
                  "is|are @DET? @TARGET_PLAYER a legal target for @DET? @DET? 's? CARD")},
    # an object described, not named (OBJ: "a black creature", "my opponent's creature with hexproof")
    # a permanent described by its hexproof, shroud or ward, no spell named (702.11b, 702.18a, 702.21a): "can I target my
    # own creature with hexproof?", "can my opponent target my creature with shroud?"
    {"intent": "targeting.object", "roles": (),
     "patterns": ("can|could|may my? i|you|@OPP target|targets OBJ ?|.", "can|could|may OBJ be targeted by my? "
                  "me|you|@OPP ?|.", "can|could|may my? i|you|@OPP target|targets OBJ with hexproof|shroud|ward ?|.")},
    {"intent": "targeting.object", "roles": ("source",),
     "patterns": ("can|could|may @DET? @DET? 's? CARD 's? LOYALTY? @OBJ_ABILITY? @TARGETV OBJ",
                  "can|could|may @DET? LOYALTY @OBJ_ABILITY? of @DET? CARD @TARGETV OBJ",
                  "can|could|may i @TARGETV OBJ when|if|with i? activate|use|using @DET? LOYALTY @OBJ_ABILITY? of "
                  "@DET? CARD",
                  "can|could|may i @TARGETV OBJ when|if|with i? activate|use|using @DET? CARD 's LOYALTY @OBJ_ABILITY?",
                  "can|could|may i @TARGETV OBJ with|using @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",
                  "can|could|may my? @OPP @TARGETV OBJ with|using @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",
                  "can|could|may i cast|activate|use|play @DET? CARD 's? @OBJ_ABILITY? targeting|on OBJ",
                  "can|could|may i CARD OBJ",
                  "can|could|may my? @OPP cast|activate|use|play @DET? CARD 's? @OBJ_ABILITY? targeting|on OBJ",
                  "is|are OBJ a legal target for @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",
                  "can|could|will|would OBJ be targeted|targetted by @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",
                  "can|could|may @DET? CARD enchant|enchants OBJ",
                  "can|could|may i enchant OBJ with @DET? CARD",
                  # 702.6a equip and 303.4a an Aura spell target what they're attached to
                  "can|could|may i|you equip|attach|put|move @DET? CARD to|onto|on OBJ")},
    # does it target at all (115.1, 115.10a): "does Clone target?", "is Pyroclasm targeted?", "does A's
    # demonstrate ability target anyone?" (only with nothing after it: "does A target B?" asks about B)
    {"intent": "targeting.uses", "roles": ("source",),
     "patterns": tuple(f"{ask} {who} {verb} ?" for who in ("@DET? CARD", "@DET? CARD 's * @OBJ_ABILITY",
                                                           "@DET? CARD 's LOYALTY @OBJ_ABILITY?",
                                                           "the LOYALTY? * @OBJ_ABILITY of @DET? CARD")
                       for ask, verb in (("does|do|will|would", "target|targets"),
                                         ("does|do|will|would", "target|targets anything|anyone|something|anybody"),
                                         ("does|do|will|would", "have|use|need|require a? target|targets"),
                                         ("does|do|will|would", "use the word target"),
                                         ("is|are", "targeted|targeting"),
                                         ("is|are", "a|an targeted spell|ability|effect")))},
    {"intent": "targeting.legal", "roles": ("target", "source"),
     "patterns": ("CARD * @LEGAL * @TARGET_N * for|of|with|by @DET? @DET? 's? CARD",
                  "CARD * @BE * @TARGETED * by|with|using @DET? @DET? 's? CARD",
                  "CARD * targetable * by|with|for @DET? @DET? 's? CARD",
                  "@TARGETV * CARD * with|using|via|by CARD",
                  "CARD 's? * @PROTECTION * @STOP * CARD",
                  "enchant|enchants * CARD * with CARD",
                  "CARD 's? * @PROTECTION * from|against CARD")},
    {"intent": "targeting.legal", "roles": ("source", "target"),
     "patterns": ("@USE CARD * @ON * CARD", "@ATTACH CARD * @ON * CARD", "CARD enchant|enchants|equip|equips @DET? CARD",
                  "CARD * @BE * used|cast|played|aimed|pointed * on|at|against * CARD",
                  "CARD * @TARGETV * CARD", "CARD * hit|hits|touch|touches * CARD",
                  "i CARD @DET? @DET? 's? CARD")},
    {"intent": "targeting.legal", "roles": ("target",),
     "patterns": ("CARD * @BE * targeted|targetted|targetable", "CARD * @LEGAL * @TARGET_N",
                  "@TARGETV * CARD")},
    {"intent": "targeting.legal", "roles": ("source",),
     "patterns": ("CARD * @TARGETV",
                  "CARD * get|gets|go|goes * around|through|past|by * @PROTECTION",
                  "@ATTACH CARD @ON")},
    # combat damage (510): "if A blocks B, does A die", "if B is blocked by A, does B survive"
    *({"intent": "combat.dies", "roles": roles, "negates": verb == "survive",
       "patterns": tuple(f"if|when @DET? @DET? 's? CARD {how} @DET? @DET? 's? CARD * does|will|would CARD {verb}"
                         for how in hows)}
      for verb in ("die", "survive")
      for roles, hows in ((("blocker", "attacker", "asked"), ("blocks", "blocked")),
                          (("attacker", "blocker", "asked"), ("is blocked by", "gets blocked by", "was blocked by")))),

    # the same with one creature described, not named: "if A blocks a 2/2 with deathtouch, does A die?"
    *({"intent": "combat.object", "roles": roles, "negates": verb == "survive", "patterns": tuple(
        f"if|when @DET? @DET? 's? CARD {how} OBJ * does|will|would {asked} {verb}" for how in hows
        for asked in ("CARD", "it")) + tuple(f"does|will|would @DET? @DET? 's? CARD {verb} if|when it {how} OBJ"
                                             for how in hows)}
      for verb in ("die", "survive")
      for roles, hows in ((("blocker", "asked"), ("blocks", "blocked")),
                          (("attacker", "asked"), ("is blocked by", "gets blocked by", "was blocked by")))),
    *({"intent": "combat.object", "roles": ("attacker", "asked"), "negates": verb == "survive",
       "patterns": tuple(f"if|when OBJ blocks @DET? @DET? 's? CARD * does|will|would {asked} {verb}"
                         for asked in ("CARD", "it"))}
      for verb in ("die", "survive")),

    # "A attacks and B blocks it. How much damage does my opponent take?" (510.1, 702.19b trample): the attacker and
    # its blocker told before (the reader binds them)
    {"intent": "combat.damage", "roles": (), "need": ("ATTACKSTORY",),
     "patterns": tuple(p.replace("WHO", "the? defending? my? @OPP|he|she|they|i|we|player") for p in (
         "how much combat? damage|dmg does|will|would|do|did WHO take|takes|receive|get|suffer",
         "how much combat? damage|dmg does|will|would|do|did @DET? @DET? 's? CARD|it deal|do|assign|trample "
         "to|over|through? WHO|him|her|them|me|face",
         "how much trample? damage|dmg goes|go|gets|get|carries|carry|tramples|trample through|over",
         "how much trample? damage|dmg will|would|does go|get|carry through|over",
         "does|will|would|do|did WHO take|takes|receive NUM combat? damage",
         "does|will|would|did @DET? @DET? 's? CARD|it deal|do|assign NUM combat? damage to WHO|him|her|them|me",
         "does|will|would|do|did WHO take|takes|receive any combat? damage",
         "does|will|would|do|did any trample? damage go|get|carry|trample through|over"))},
    # "A attacks and B blocks it. Does B die?": the attacker and blocker told before (the reader binds them)
    {"intent": "combat.dies", "roles": ("asked",), "need": ("COMBATSTORY",),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD die|dies",)},
    {"intent": "combat.dies", "roles": ("asked",), "need": ("COMBATSTORY",), "negates": True,
     "patterns": ("does|will|would|do|can @DET? @DET? 's? CARD survive",)},
    # ... "Which creatures die?", "Do both die?", "Does either die?": none named
    {"intent": "combat.dies", "roles": (), "need": ("COMBATSTORY",),
     "patterns": ("which|what creature|creatures|one|ones? die|dies|survive|survives",
                  "do|does|will|would both|either|any|anything|anyone|they|creature|creatures|one die|dies",
                  "do|does|will|would both|either|any creature|creatures|one die|dies",
                  "do|does|will|would both|either|any|they of? @DET? them|creatures? die|dies")},

    # countering (701.6a): "can A counter B", "can I counter B with A", "can B be countered by A"
    # a spell or ability described, not named: "can Stifle counter a mana ability", "can I counter a triggered
    # ability with Counterspell", "can Negate counter a creature spell"
    {"intent": "counter.object", "roles": ("counter",),
     "patterns": (f"can|could|may|does|will @DET? CARD counter a|an {_COUNTERED}",
                  f"can|could|may i|you counter a|an {_COUNTERED} with @DET? CARD",
                  f"can|could|may a|an {_COUNTERED} be countered by @DET? CARD")},
    {"intent": "counter.can", "roles": ("counter", "spell"),
     "patterns": ("can|could|will|does|would @DET? CARD counter @DET? @DET? 's? CARD 's? mana? @OBJ_ABILITY?",)},
    # countered at all, by anything (701.6a, 101.2): "can A be countered?", "is A uncounterable?"
    {"intent": "counter.any", "roles": ("spell",),
     "patterns": ("can|could @DET? @DET? 's? CARD be countered ?|.",
                  "can|could my? @OPP|anyone|anybody|they|he|she|players|someone|somebody|i|you|we counter @DET? @DET? "
                  "'s? CARD ?|.",
                  "is|are @DET? @DET? 's? CARD counterable ?|.")},
    {"intent": "counter.any", "roles": ("spell",), "negates": True,
     "patterns": ("is|are @DET? @DET? 's? CARD uncounterable ?|.",)},
    {"intent": "counter.can", "roles": ("spell", "counter"),
     "patterns": ("can|could|may i|you|they|he|she counter @DET? @DET? 's? CARD 's? mana? @OBJ_ABILITY? with "
                  "@DET? CARD",
                  "can|could|will @DET? @DET? 's? CARD 's? mana? @OBJ_ABILITY? be countered by @DET? CARD")},

    # blocking (509.1a): "can A block B", "can I block B with A", "can B be blocked by A"
    # blocking requirements (509.1c): "does A have to block B", "must A block B"
    {"intent": "block.forced", "roles": ("blocker", "attacker"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD @HAVETO to block @DET? @DET? 's? CARD",
                  "must @DET? @DET? 's? CARD block @DET? @DET? 's? CARD",
                  "is|are @DET? @DET? 's? CARD forced|required|obligated to block @DET? @DET? 's? CARD")},
    {"intent": "block.forced", "roles": ("attacker", "blocker"),
     "patterns": ("do|does|must i|you|they|he|she @HAVETO? to? block @DET? @DET? 's? CARD with @DET? @DET? 's? CARD",)},
    # a creature described, not named, on one side of the block (OBJ: "a creature with flying")
    {"intent": "block.object", "roles": ("blocker",),
     "patterns": ("can|could|may @DET? @DET? 's? CARD block OBJ",
                  "is|are @DET? @DET? 's? CARD able to block OBJ")},
    {"intent": "block.object", "roles": (),
     "patterns": ("can|could|may OBJ block OBJ",)},
    {"intent": "block.object", "roles": ("blocker",),
     "patterns": ("can|could|may i block OBJ with @DET? @DET? 's? CARD",)},
    {"intent": "block.object", "roles": ("attacker",),
     "patterns": ("can|could|may OBJ block @DET? @DET? 's? CARD",
                  "can|could|may @DET? @DET? 's? CARD be blocked by OBJ",
                  "can|could|may i block @DET? @DET? 's? CARD with OBJ")},
    # a creature described, not named: "can a summoning-sick creature block?", "can a creature with haste
    # attack the turn it comes in?" (after block.object: "can a creature with reach block A?")
    {"intent": "sickness.object", "roles": (),
     "patterns": ("can|could|may|does|do OBJ still? @ACTIONV", "can|could|may OBJ still? be tapped|used",
                  "can|could|may i|you still? block|attack with OBJ")},
    {"intent": "block.can", "roles": ("blocker", "attacker"),
     "patterns": ("can|could|may @DET? @DET? 's? CARD block @DET? @DET? 's? CARD",
                  "is|are @DET? @DET? 's? CARD able to block @DET? @DET? 's? CARD")},
    {"intent": "block.can", "roles": ("attacker", "blocker"),
     "patterns": ("can|could|may i|you|they|he|she block @DET? @DET? 's? CARD with @DET? @DET? 's? CARD",
                  "can|could|may @DET? @DET? 's? CARD be blocked by @DET? @DET? 's? CARD")},

    # color (105, 202.2): "what color is A", "is A colorless", "is a face-down A green", "is A a red spell"
    # (a type after the color is a type question: "is A a red creature" isn't read here)
    {"intent": "color.is", "roles": ("subject",),
     "patterns": ("@WHAT color|colour|colors|colours is|are @DET? @MVSTATE? CARD",
                  "@WHAT color|colour|colors|colours is|are @DET? face -? down CARD",
                  "@WHAT is|'s|are the color|colour|colors|colours of @DET? @MVSTATE? CARD",
                  "@WHAT is|'s|are @DET? CARD 's color|colour|colors|colours",
                  f"is|are @DET? @MVSTATE? CARD {_COLORS_ASKED}",
                  f"is|are @DET? face -? down CARD {_COLORS_ASKED}",
                  f"is|are @DET? CARD a|an {_COLORS_ASKED} spell|card|permanent|object",
                  "does|do @DET? CARD have a|any color|colour|colors|colours")},

    # selecting a card (701.23a search, 701.9a discard): "can I search for B with A('s ability)", "can A fetch
    # two B", "if I transmute A, can I search my library for B", "can I make them discard B" (A told before)
    {"intent": "card.selectable", "roles": ("card", "selector"),
     "patterns": (f"can|could|may i|you|he|she|they|we still? {_SELECTV} {_SELECTED} with|using|via|off|through|to|for "
                  f"@DET? CARD {_WHOSE_ABILITY}",
                  "can|could|may @DET? CARD be searched|fetched|tutored|found|discarded|chosen for? with|by|using|to|for "
                  f"@DET? CARD {_WHOSE_ABILITY}")},
    {"intent": "card.selectable", "roles": ("selector", "card"),
     "patterns": (f"can|could|may|will|would|does @DET? CARD {_WHOSE_ABILITY} search|fetch|find|get|grab|tutor|return "
                  f"for? {_SELECTED}",
                  f"can|could|may|will|would|does @DET? CARD {_WHOSE_ABILITY} let|allow me|you|them {_SELECTV} "
                  f"{_SELECTED}",
                  f"if|when|after i|you cast|transmute|activate|play|use @DET? CARD {_WHOSE_ABILITY} ,? "
                  f"can|could|may i|you {_SELECTV} {_SELECTED}",
                  f"can|could|may i|you|he|she|they|someone|somebody cast|play @DET? CARD and {_SELECTV} {_SELECTED}")},
    {"intent": "card.selectable", "roles": ("card",),
     "patterns": ("can|could|may i|you make|force them|him|her|my|the? opponent|player? discard @DET? CARD",)},

    # cost modifiers (601.2f): "does B make A cost more", "does B reduce A's cost"
    # an activated ability's cost (602.2b): "does B reduce the (activation) cost of A's ability", "the {X} in A's
    # ability", "does B make A's ability cost less", "does A's ability cost more with B" (before spells' costs)
    {"intent": "cost.ability_modified", "roles": ("modifier", "source"),
     "patterns": tuple(f"does|will|would|can @DET? @DET? 's? CARD {verb} the activation? cost|costs of|for|in {whose}"
                       for verb in ("increase|reduce|raise|lower|change|affect",)
                       for whose in ("@DET? @DET? 's? CARD 's @OBJ_ABILITY", "the @OBJ_ABILITY of @DET? CARD")) + (
         "does|will|would|can @DET? @DET? 's? CARD increase|reduce|raise|lower|affect the { x } in|of @DET? @DET? 's? "
         "CARD 's @OBJ_ABILITY",
         "does|will|would @DET? @DET? 's? CARD make|makes @DET? @DET? 's? CARD 's @OBJ_ABILITY cost|costs more|less|extra")},
    {"intent": "cost.ability_modified", "roles": ("source", "modifier"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD 's @OBJ_ABILITY cost more|less|extra * with|because|under|from "
                  "CARD",)},
    {"intent": "cost.modified", "roles": ("modifier", "spell"),
     "patterns": ("does|will|would @DET? @DET? 's? CARD make|makes @DET? @DET? 's? CARD cost|costs more|less|extra",
                  "does|will|would @DET? @DET? 's? CARD increase|reduce|raise|lower|change|affect @DET? @DET? 's? CARD "
                  "'s? cost|costs",
                  "does|will|would @DET? @DET? 's? CARD increase|reduce|raise|lower|change|affect the cost|costs of "
                  "@DET? @DET? 's? CARD")},
    {"intent": "cost.modified", "roles": ("spell", "modifier"),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD cost more|less|extra * with|because|under|from CARD",
                  "is|are @DET? @DET? 's? CARD cheaper|taxed * with|because|under|from CARD")},
    {"intent": "cost.modified", "roles": ("spell",),
     "patterns": ("does|will|would|do @DET? @DET? 's? CARD cost more|less|extra",)},

    # activating (602.5): "can I still activate A's ability if I control B", "does B stop A's ability"
    # (after targeting: "use A's ability on B" asks about a target)
    {"intent": "activation.allowed", "roles": ("source",),
     "patterns": ("can|could|may i|you still? activate|use|equip|cycle @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",
                  "can|could|may @DET? @DET? 's? CARD 's? @OBJ_ABILITY? still? be activated|used|equipped|cycled",
                  "@LEGAL|able to still? activate|use|equip|cycle @DET? @DET? 's? CARD 's? @OBJ_ABILITY?",
                  # its status told first: "If Prodigal Sorcerer is tapped, can I activate its ability?"
                  "if|when|while CARD is|'s|was tapped|untapped ,? can|could|may i|you still? activate|use its "
                  "@OBJ_ABILITY")},
    # a trigger stopped (603.2): "does B stop A's enters trigger?", "does B stop A from triggering?" (before the
    # activation rule: "does B stop A's ability?" is read there, and rerouted here when A has only triggers)
    {"intent": "trigger.stopped", "roles": ("stopper", "watcher"),
     "patterns": ("does|will|would @DET? CARD stop|prevent|block|counter @DET? @DET? 's? CARD 's? etb|enters|enter|"
                  "death|dies|leave|leaves trigger|triggers|triggered|ability|abilities",
                  "does|will|would @DET? CARD stop|prevent|block|counter @DET? @DET? 's? CARD 's? etb|etbs ?|.|from",
                  "does|will|would @DET? CARD stop|prevent|block|counter @DET? @DET? 's? CARD 's? trigger|triggers",
                  "does|will|would @DET? CARD stop|prevent|block|counter @DET? @DET? 's? CARD 's? triggered "
                  "ability|abilities",
                  "does|will|would @DET? CARD stop|prevent|block @DET? @DET? 's? CARD 's? @OBJ_ABILITY? from triggering")},
    # "does A stop B from blocking?": can B block, asked the other way round (508.1c, 509.1b)
    {"intent": "status.combat", "roles": ("restrictor", "permanent"), "negates": True,
     "patterns": ("does|will|would|do @DET? @OPP? 's? CARD stop|prevent|keep @DET? @OPP? 's? CARD from attacking|blocking",
                  "does|will|would|do @DET? @OPP? 's? CARD stop|prevent @DET? @OPP? 's? CARD 's attacking|blocking")},
    # a trigger stopped, the ability told by what it does: "does B stop A from gaining me life?"
    {"intent": "trigger.stopped", "roles": ("stopper", "watcher"), "avoid": ("NOT_AN_EFFECT",),
     "patterns": ("does|will|would @DET? @OPP? 's? CARD stop|prevent|keep @DET? @OPP? 's? CARD from",)},
    {"intent": "activation.allowed", "roles": ("prohibitor", "source"), "negates": True,
     "patterns": ("does|will|would CARD stop|prevent|block @DET? @DET? 's? CARD from? being? activated?",)},
    # the ability told by what it does to its own card: "can I return Eternal Dragon from my graveyard with B in
    # play?", "can I animate Mutavault while my opponent controls B?"
    {"intent": "activation.allowed", "roles": ("source", "prohibitor"),
     "patterns": (f"can|could|may i|you still? @SELF_ACTION @DET? @DET? 's? CARD * {_HOLDING_CARD}",)},
    {"intent": "activation.allowed", "roles": ("prohibitor", "source"),
     "patterns": ("with|while|if @DET? @OPP? 's? CARD in? play|out? ,? can|could|may i|you still? @SELF_ACTION @DET? "
                  "@DET? 's? CARD",)},
    # a kind of ability, no card that has it: "does Stabilizer stop landcycling?", "can I equip with B in play?"
    {"intent": "activation.allowed", "roles": ("prohibitor",), "negates": True,
     "patterns": ("does|will|would CARD stop|prevent|block|shut|turn me|you|players|anyone|opponents? from? "
                  "@ACTIVATION_KIND off?",
                  "does|will|would CARD stop|prevent|block|shut|turn me|you|players|anyone|opponents? from? "
                  "activating|using? @DET? mana|loyalty|equip|cycling|crew ability|abilities off?")},
    {"intent": "activation.allowed", "roles": ("prohibitor",),
     "patterns": ("can|could|may i|you|we|players still? @ACTIVATION_KIND|move @DET? equipment|equipments|vehicle|"
                  "vehicles|cards|card|creatures|it|them? with|while|if|under|despite @DET? @OPP? 's? controls|control|has|have? "
                  "CARD",
                  "can|could|may i|you|we|players still? activate|use @DET? mana|loyalty|equip|cycling|crew ability|"
                  "abilities with|while|if|under|despite @DET? @OPP? 's? controls|control|has|have? CARD",
                  "with|while|if @DET? @OPP? 's? CARD in? play|out? ,? can|could|may i|you|we|players still? "
                  "@ACTIVATION_KIND|move")},

    # a card with no mana cost (118.6) cast from a graveyard or exile as another card allows: "can I cast A from
    # my graveyard with B?" (last: any other reading of "can I cast A" comes first)
    {"intent": "cast.unpayable", "roles": ("permission", "spell"),
     "patterns": ("if|while|since i control|have @DET? CARD ,? can|could|may i cast|hardcast @DET? CARD from "
                  "my|your|a? graveyard|exile",)},
    {"intent": "cast.unpayable", "roles": ("spell", "permission"),
     "patterns": ("can|could|may i cast|hardcast @DET? CARD from my|your|a? graveyard|exile with|using @DET? CARD",
                  "can|could|may i cast|hardcast @DET? CARD from my|your|a? graveyard|exile if|while i control|have "
                  "@DET? CARD")},
    # "I control B. Can I cast A from my graveyard?": the one other card the story told may stop it
    {"intent": "cast.allowed", "roles": ("spell",),
     "patterns": ("can|could|may my? i|you|@OPP still? cast @DET? CARD from @DET? graveyard|exile|library|yard",)},
    # "My opponent controls B. Can I cast A?": the permanent an opponent has may stop it (101.2)
    {"intent": "cast.allowed", "roles": ("spell",), "need": ("OPPHOLDS",),
     "patterns": ("can|could|may i|you|we still? cast @DET? CARD ?|.",)},

    # the game-loss state-based actions, none named (704.5a-c, 704.5i): "do I lose the game at 0 life", "does a
    # player with ten poison counters lose", "do I lose if I draw from an empty library"
    {"intent": "sba.loses", "roles": (),
     "patterns": tuple(f"{ask} {who} {gap}lose|lost the? game?" for ask in ("do|does|will|would|can|could", "if|when")
                       for who in ("i|you|players|someone|anyone", "a|the player", "my? @OPP")
                       for gap in ("", "with|at * ")) + (
         "does|will|would a|the planeswalker with 0|zero|no loyalty die|go|goes|be",
         "does|will|would a|the planeswalker die|go|goes * at|with 0|zero|no loyalty")},

    # what state-based actions do to a kind of permanent (704.5m, 704.5n, 704.5d, 704.5q, 704.5v): "if the enchanted
    # creature dies, does the Aura go to the graveyard?", "does a token go to the graveyard?", "do +1/+1 and -1/-1
    # counters cancel out?", "does a battle with 0 defense go to the graveyard?"
    *({"intent": "sba.permanent", "roles": roles, "negates": verb == "stay|stays|remain|remains",
       "patterns": (f"if|when @DET? enchanted|equipped creature|permanent dies|leaves|is|gets * ,? does|will|would "
                    f"{what} {verb}",
                    f"if|when @DET? enchanted|equipped creature|permanent is|gets destroyed|exiled|bounced|sacrificed "
                    f",? does|will|would {what} {verb}",
                    f"does|will|would {what} {verb} * when|if @DET? creature|permanent it enchants|equips * "
                    "dies|leaves")}
      for roles, what in (((), "@DET? aura|auras|equipment"), (("permanent",), "@DET? CARD"))
      for verb in ("go|goes|die|dies", "stay|stays|remain|remains")),
    {"intent": "sba.permanent", "roles": (),
     "patterns": ("does|do|will|would @DET? token|tokens go|goes to|into the|a graveyard",
                  "does|do|will|would @DET? token|tokens go|goes to|into the|a graveyard when|if it|they is|are|gets|"
                  "get destroyed|sacrificed",
                  "do|does|will|would +1/+1 and -1/-1 counters? cancel|annihilate|offset",
                  "do|does|will|would -1/-1 and +1/+1 counters? cancel|annihilate|offset",
                  "do|does|will|would +1/+1 counters? and -1/-1 counters? cancel|annihilate|offset",
                  "do|does|will|would -1/-1 counters? and +1/+1 counters? cancel|annihilate|offset",
                  "does|will|would @DET? battle with 0|zero|no defense go|goes|die|be",
                  "if|when @DET? battle has|reaches|hits 0|zero|no defense * does|will|would it go|die|be")},

    # responding to a kind of thing, none named (117.7): "can I respond to a triggered ability / a mana ability /
    # a morph being turned face up"
    {"intent": "respond.kind", "roles": (),
     "patterns": tuple(f"can|could|may {who} respond to {what}" for who in ("i|you|anyone|anybody|players|someone",
                                                                            "my? @OPP")
                       for what in ("a|an|the triggered|activated|mana ability|abilities|trigger|triggers",
                                    "a|an|the spell|spells ?|.", "a|an|the creature|morph|permanent being? turned|"
                                    "turning face up", "a|an|the unmorph|unmorphing"))},

    # tapping in combat and the untap step (508.1a, 509.1a, 508.1f, 502.3): "can my tapped A block", "does A tap
    # when it attacks", "does A untap during my untap step" (last: the summoning-sickness readings come first)
    {"intent": "status.combat", "roles": ("permanent",),
     "patterns": ("can|could @DET? @OPP? 's? CARD attack|block ?|.",
                  # the player attacked, in a two-player game the only one it could attack
                  "can|could @DET? @OPP? 's? CARD attack me|him|her|them ?|.",
                  "can|could @DET? @OPP? 's? CARD attack my? @OPP ?|.",
                  "can|could @DET? @OPP? 's? CARD attack|block while|if|with",
                  "can|could @DET? CARD attack|block while|when|if|even|though @PRON is|'s|was tapped",
                  "does|will|would @DET? CARD tap|become|get tapped? when|if|as @PRON attacks",
                  "does|will|would @DET? CARD untap during|in my|your|its|the untap step",
                  "does|will|would @DET? CARD untap during|in its controller 's untap step")},

    # types (613.1d): "is A (still) an artifact / a creature / a Mountain (while my opponent controls B)?", "does A
    # become a creature with B?" (last: "is A a legal target" and the like are read by the rules above)
    *({"intent": "type.is", "roles": roles,
       "patterns": (f"is|are {card} still|also|now? a|an|considered? a|an? @CARDTYPE",
                    f"does|will|would {card} become|count as? a|an? @CARDTYPE")}
      for card, roles in (("@DET? @OPP? 's? CARD", ("subject",)), ("it", ()))),
    # "is Tropical Island a Mountain": the land type is also a card's name (the reader takes it as the type asked)
    *({"intent": "type.is", "roles": roles,
       "patterns": (f"is|are {card} still|also|now? a|an|considered? a|an? CARD",)}
      for card, roles in (("@DET? @OPP? 's? CARD", ("subject", "type_named")), ("it", ("type_named",)))),
    {"intent": "type.is", "assign": True, "roles": ("effect", "effect2"),
     "patterns": ("while|if|with|when|after @DET? @OPP? 's? CARD and @DET? CARD",
                  "control|controls|controlled|cast|casts @DET? CARD and @DET? CARD")},
    {"intent": "card.selectable", "assign": True, "roles": ("selector",),
     "patterns": ("cast|casts|casting|resolve|resolves|resolved|activate|activates|activated|transmute|transmuted @DET? "
                  "@OPP? 's? CARD",)},
    {"intent": "type.is", "assign": True, "roles": ("effect",),
     "patterns": ("while|if|with|when|after @DET? @OPP? 's? CARD", "control|controls|controlled|cast|casts @DET? CARD")},
    # last, after combat and state-based actions ("if it blocks A, does it die"): "My opponent casts Pyroclasm.
    # Does Grizzly Bears die?": the one other card the story told is the effect (the reader binds it)
    {"intent": "effect.reaches", "roles": ("object",),
     "patterns": ("does|will|would @DET? @OPP? 's? CARD|it die ?",)},
    {"intent": "effect.reaches", "roles": ("object",), "negates": True,
     "patterns": ("does|will|would @DET? @OPP? 's? CARD|it survive ?",)},
    # last of all: what a triggered ability does, asked of the card ("I control A and play B. Does A make a copy of
    # it?"): whether the ability that does that triggers (the reader reads the words, the check finds the ability)
    {"intent": "trigger.fires", "roles": ("watcher",),
     "patterns": ("does|will|would @DET? @OPP? 's? CARD still? @EFFECT_VERB",)},
    # ... and the question that only asks whether it was allowed (last: any other reading of the question wins)
    {"intent": "targeting.legal", "roles": (),
     "patterns": _LEGALITY_ASKS},
)

def with_article(what: str) -> str:
    """"a creature", "an artifact"; a supertype alone takes none ("legendary", "snow", 205.4a)."""
    if what.split()[-1:] and what.split()[-1] in ("legendary", "basic", "snow", "world"):
        return what
    return f"{'an' if what[:1] in 'aeiou' else 'a'} {what}"


# the kinds of question whose checks weigh how many copies of a card are told ("I control two Azusa", "two Thalias")
COPIES_READ = frozenset({"land.plays", "cost.total", "sba.legend", "card.selectable"})
# the triggered abilities a question names by their event ("A's ETB", "its dies trigger")
TRIGGER_KINDS = {"enters": "enters-the-battlefield triggers", "dies": "dies triggers",
                 "leaves": "leaves-the-battlefield triggers"}
DEFAULT_ROLES: dict[str, tuple[str, ...]] = {
    "trigger.doubled": ("watcher", "doubler"),
    "cost.payable": ("source",),
    "activation.allowed": ("source",),
    "cost.modified": ("spell", "modifier"),
    "cost.total": ("spell", "modifier"),
    "block.can": ("blocker", "attacker"),
    "block.object": ("blocker", "attacker"),
    "block.forced": ("blocker", "attacker"),
    "counter.can": ("counter", "spell"),
    "counter.any": ("spell",),
    "combat.dies": ("attacker", "blocker", "asked"),
    "combat.damage": ("attacker", "blocker"),
    "commander.damage": ("source",),
    "attach.legal": ("attachment", "object", "attacher"),
    "attach.stays": ("attachment", "object"),
    "cast.allowed": ("spell", "prohibitor"),
    "combat.object": ("asked",),
    "ability.granted": ("subject", "effect", "effect2", "effect3"),
    "targeting.none": ("source",),
    "targeting.forced": ("source", "target"),
    "duration.lasts": ("effect",),
    "status.works": ("permanent",),
    "priority.respond": ("response", "spell"),
    "cast.timing": ("spell",),
    "cast.timing_kind": (),
    "sacrifice.cost": ("object", "source"),
    "sacrifice.any": ("object",),
    "cost.options": ("object",),
    "fight.dies": ("fighter", "fought", "asked", "effect"),
    "keyword.damage": (),
    "regen.saves": ("effect",),
    "copy.costs": ("spell",),
    "ward.triggers": (),
    "tokens.doubled": ("doubler", "creator"),
    "activation.twice": ("source",),
    "counters.doubled": ("doubler", "source"),
    "copy.gets": ("copier", "original"),
    "targeting.player": ("source",),
    "player.harmed": ("harmer",),
    "targeting.object": ("source",),
    "sba.dies": ("creature",),
    "sba.legend": ("permanent", "second"),
    "sba.respond": ("creature",),
    "effect.reaches": ("effect", "object"),
    "effect.object": ("effect",),
    "token.returns": ("effect",),
    "sickness.object": (),
    "trigger.fires": ("watcher", "subject"),
    "trigger.stopped": ("watcher", "stopper"),
    "trigger.object": ("watcher",),
    "trigger.times": ("watcher",),
    "trigger.order": (),
    "resolve.still": ("spell",),
    "targets.change": ("redirector", "spell"),
    "sickness.use": ("permanent", "haste_source"),
    "mana.production": ("source",),
    "mana.tapped_trigger": ("watcher", "tapped"),
    "x.enters": ("permanent", "effect"),
    "attack.forced": ("forcer", "attacker"),
    "targeting.legal": ("source", "target"),
    "land.plays": ("grant", "grant2", "grant3"),
    "land.timing": (),
    "enters.tapped": ("permanent",),
    "zone.keeps": ("object",),
    "dies.returns": ("object",),
    "damage.prevented": ("source",),
    "damage.amount": ("source",),
    "mana_value.is": ("subject",),
    "pt.is": ("subject", "effect", "effect2", "effect3"),
    "type.is": ("subject", "effect", "effect2", "effect3"),
    "cast.madness": ("card",),
    "cost.ability_modified": ("modifier", "source"),
    "card.selectable": ("selector", "card"),
    "color.is": ("subject",),
    "counter.object": ("counter",),
    "stack.uses": ("subject",),
    "targeting.uses": ("source",),
    "deck.identity": ("card", "commander"),
    "cast.unpayable": ("spell", "permission"),
    "status.activate": (),
    "status.combat": ("permanent",),
    "respond.kind": (),
    "sba.loses": (),
    "sba.permanent": (),
    "counter.refund": (),
}
OTHER_ROLE = "other"
# a card asked about in another card's place ("A or B", "How about B?"): it takes that card's roles in turn
ALTERNATIVE_ROLE = "alternative"

# --- details (intent parameters) ------------------------------------------------------------------
# (intent, key, value, patterns): for each key, the first value whose pattern matches wins.
DETAIL_RULES: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("x.enters", "cast", "no", ("without * cast|casting|paying", "not cast|casting",
                                "n't * cast|casted", "never cast", "@PUT", "from * graveyard",
                                "token|copy|copied|clone|cloned", "cheat|cheated|cheating")),
    ("x.enters", "cast", "yes", ("cast|casts|casting|casted|hardcast|hard-cast|hardcasting",
                                 "x =", "pay|paid|paying")),
    ("sba.loses", "sba", "life_zero", ("at|with|to|have|has 0|zero|negative life", "0|zero or less life",
                                       "below 0|zero life?", "less than 0|zero|1|one life")),
    ("sba.loses", "sba", "life_positive", ("at|with|to 1|one life",)),
    ("sba.loses", "sba", "poison_ten", ("10|ten|11|eleven|12|twelve or? more? poison counters?",)),
    ("sba.loses", "sba", "poison_fewer", ("1|2|3|4|5|6|7|8|9|one|two|three|four|five|six|seven|eight|nine poison "
                                          "counters?",)),
    ("sba.loses", "sba", "drew_empty", ("draw|draws|drew|drawing from|with an|my|their|his|her|your? empty library",
                                        "draw|draws|drew|drawing a? card|cards? with no cards in my|their|your|his|her "
                                        "library", "draw|draws|drew|drawing a? card|cards? from an? empty library")),
    ("sba.loses", "sba", "library_empty", ("my|their|your|his|her library is|becomes|runs empty|out",
                                           "no cards left? in my|their|your|his|her library")),
    ("sba.loses", "sba", "loyalty_zero", ("0|zero|no loyalty",)),
    ("duration.lasts", "what", "damage", ("damage",)),
    ("ward.triggers", "ask", "countered", ("countered",)),
    ("ward.triggers", "targeter", "own", ("i|you target|targets my|your own",)),
    ("ward.triggers", "targeter", "you", ("i|you target|targets|targeted",)),
    ("ward.triggers", "targeter", "opponent", ("@OPP|he|she|they target|targets|targeted",)),
    ("ward.triggers", "paid", "no", ("n't|not|never|without pay|paying", "can't|cannot|don't|doesn't|didn't pay")),
    ("ward.triggers", "paid", "yes", ("pay|pays|paid",)),
    ("ward.triggers", "kind", "ability", ("abilities|ability|activated|triggered",)),
    # the player asked about, and the protection that player has, told (702.16j)
    ("player.harmed", "asked", "can", ("can|could @DET? @OPP? 's? CARD still? harm|hurt|affect",)),
    ("player.harmed", "whom", "you", ("harm|hurt|affect me|you",)),
    ("player.harmed", "whom", "opponent", ("harm|hurt|affect my? @OPP|them|him|her",)),
    ("player.harmed", "has", "you", ("i|you have protection from everything",)),
    ("player.harmed", "has", "opponent", ("@OPP|they|he|she has|have protection from everything",)),
    # the asker tells the damage is prevented ("even though its damage gets prevented")
    ("trigger.fires", "prevented", "told", ("even? though|although|since|because its|his|her|their|the combat? damage "
                                            "gets|is|was|will|would be? prevented",)),
    # who the Aura enchants, when it is a player (303.4b)
    ("attach.stays", "enchanted", "opponent", ("@OPP is|was|'s|gets|got enchanted", "enchanting my? @OPP",
                                               "attached to my? @OPP")),
    ("attach.stays", "enchanted", "you", ("i am|'m|was|get|got enchanted", "enchanting me", "attached to me")),
    ("copy.costs", "ask", "choices", ("the copy be? kicked|bargained|entwined|overloaded|multikicked",)),
    ("copy.costs", "ask", "pay", ("pay|discard|sacrifice|exile",)),
    ("copy.costs", "ask", "modes", ("choose|pick|select|change a|the? different|new|another|other|first|second|third "
                                    "mode|modes",)),
    # the mode chosen for the original as it was cast (601.2b): what its copy keeps
    ("copy.costs", "mode", "told", ("with|choosing the first|second|third|fourth|other mode|modes chosen?",)),
    ("copy.costs", "ask", "targets", ("choose|pick|select|change a|the? different|new|another|other target|targets",)),
    ("counter.refund", "how", "fizzles", ("fizzle|fizzles|fizzled",)),
    ("counter.refund", "how", "countered", ("countered",)),
    ("sba.permanent", "what", "aura", ("enchanted", "aura|auras")),
    ("sba.permanent", "what", "equipment", ("equipped", "equipment")),
    ("sba.permanent", "what", "token", ("token|tokens",)),
    ("sba.permanent", "what", "counters", ("+1/+1", "-1/-1")),
    ("sba.permanent", "what", "defense", ("defense",)),
    ("respond.kind", "kind", "mana", ("mana ability|abilities",)),
    ("respond.kind", "kind", "triggered", ("triggered ability|abilities", "trigger|triggers")),
    ("respond.kind", "kind", "activated", ("activated ability|abilities",)),
    ("respond.kind", "kind", "face_up", ("turned|turning face up", "unmorph|unmorphing")),
    ("respond.kind", "kind", "spell", ("spell|spells",)),
    # what a question about tapping in combat or untapping asks (508.1a, 509.1a, 508.1f, 502.3)
    ("status.combat", "ask", "taps_attacking", ("tap|tapped when|if|as @PRON attacks",)),
    ("status.combat", "ask", "untaps", ("untap during|in",)),
    ("status.combat", "ask", "attack", ("attack", "from attacking")),
    ("status.combat", "ask", "block", ("block", "from blocking")),
    ("status.combat", "state", "tapped", ("while|when|if|even|though @PRON is|'s|was tapped",)),
    # what a question about a tapped permanent's abilities asks (107.5)
    ("status.activate", "ask", "without_tap", ("that|which do|does n't|not require|need it to tap",
                                               "that|which do|does n't|not require|need it to be tapped",
                                               "that|which do|does n't|not require|need tapping it?",
                                               "without the? tap symbol|{T}", "without tapping it?",
                                               "that|which do|does n't|not use|have the? tap symbol|{T}")),
    ("status.activate", "ask", "tap_ability", ("tap for mana", "its? tap|{T} abilities|ability")),
    ("status.activate", "ask", "any", ("use|activate|activating its? abilities|ability ?",)),
    # "while it's tapped": the status of the card just named, told after it (110.5)
    ("status.works", "state", "tapped", ("while|when|if|even|though @PRON is|'s|was tapped",)),
    ("activation.allowed", "state", "tapped", ("while|when|if|even|though @PRON is|'s|was tapped",)),
    ("activation.allowed", "state", "untapped", ("while|when|if|even|though @PRON is|'s|was untapped",)),
    ("attack.forced", "state", "cant_attack", ("ca n't attack", "can not attack", "cannot attack",
                                               "unable to attack", "can't attack")),
    ("attack.forced", "state", "summoning_sick", ("summoning sick|sickness", "summon-sick",
                                                  "came|comes|entered|enters * this turn",
                                                  "just cast|played|entered")),
    ("attack.forced", "state", "tapped", ("tapped",)),
    ("attack.forced", "state", "attack_cost", ("pay|cost|costs|tax * to attack",
                                               "attack|attacking * cost|costs|tax|pay|paid|paying",
                                               "attack tax")),
    ("attack.forced", "state", "defender", ("has|have|with defender",)),
    ("attack.forced", "goaded", "yes", ("goaded|goad|goads|goading",)),
    ("attack.forced", "goader", "opponent", ("my? @OPP|they|he|she goaded|goads|goad",)),
    ("attack.forced", "goader", "you", ("i goaded|goad",)),
    ("targets.change", "to_player", "yes", ("to|onto me|myself|player", "to|onto my|the? opponent")),
    ("targets.change", "asked", "change", ("@REDIRECT", "@REDIRECTED", "@CHANGE", "new target|targets",
                                           "take|takes|grab|grabs")),
    # the colour chosen for "protection from the color of your choice" (a response in a story)
    *(("resolve.still", "choice", color, (f"choosing|chooses|chose|choose|naming|names|named {color}",))
      for color in ("white", "blue", "black", "red", "green")),
    # "can I Lightning Bolt my opponent": the card's name used as the verb
    ("targeting.player", "player", "you", ("@TARGETV|targeting|on|at me|myself", "is|are me|myself a legal",
                                           "i CARD me|myself")),
    ("targeting.player", "player", "opponent", ("@TARGETV|targeting|on|at my|the|an? opponent|opponents",
                                                "is|are my|the|an? opponent|opponents a legal",
                                                "i CARD my|the|an? opponent|opponents")),
    ("targeting.player", "player", "any", ("@TARGETV|targeting|on|at a player", "is|are a player a legal")),
    # a player's own hexproof or shroud, told (702.11c, 702.18a): whose, by the word before it ("they" is the
    # opponent spoken of; "a player with hexproof" is the one targeted)
    *(("targeting.player", "player_has", f"{holder}:{quality}",
       (f"{words} with|has|have|having {quality}",)) for quality in ("hexproof", "shroud")
      for holder, words in (("you", "i|me|myself"), ("opponent", "opponent|opponents|they|he|she"),
                            ("target", "player|who"))),
    ("targeting.player", "actor", "you", ("can|could|may i",)),
    ("targeting.player", "actor", "opponent", ("can|could|may my? @OPP @TARGETV",)),
    ("combat.object", "described", "attacker", ("CARD blocks|blocked OBJ", "it blocks|blocked OBJ")),
    ("combat.object", "described", "blocker", ("blocked by OBJ", "OBJ blocks")),
    ("block.object", "actor", "you", ("i block",)),
    # 702.111b: a single blocker ("can A block a creature with menace alone?")
    *((kind, "alone", "yes", ("alone", "by itself|himself|herself", "on its own", "single-handedly", "by one creature"))
      for kind in ("block.can", "block.object")),
    ("block.object", "described", "both", ("OBJ block OBJ",)),
    ("block.object", "described", "attacker", ("CARD block OBJ", "CARD able to block OBJ", "block OBJ with CARD")),
    ("block.object", "described", "blocker", ("OBJ block CARD", "blocked by OBJ", "CARD with OBJ")),
    # "can A enchant B": the Aura spell targets what it will enchant (303.4a); put onto the battlefield, it doesn't
    *((kind, "how", how, words) for kind in ("targeting.legal", "targeting.object") for how, words in (
        ("enchant", ("enchant|enchants",)), ("cast", ("cast|casting|casts CARD",)), ("equip", ("equip|equips",)))),
    ("targeting.object", "actor", "you", ("can|could|may i", "i @TARGETV")),
    ("targeting.object", "actor", "opponent", ("can|could|may my? @OPP", "my? @OPP @TARGETV")),
    ("targeting.legal", "actor", "you", ("can|could|may i", "i @TARGETV")),
    ("targeting.legal", "copy", "yes", ("copy|copies|copying",)),
    # "I use A to destroy B. Is that legal?": what the story says A did, and that only legality is asked
    *(("targeting.legal", "told_verb", verb, (f"to {verb}",)) for verb in WORDS["TOLD_VERB"]),
    # whose turn the story's spell was cast on (307.1: a sorcery only on its caster's own turn)
    ("targeting.legal", "turn", "yours", ("on|during my|your own? turn",)),
    ("targeting.legal", "turn", "opponents", ("on|during my|your? @OPP 's turn", "on|during their|his|her turn")),
    ("targeting.legal", "asked", "legality", _LEGALITY_ASKS),
    # "copy the trigger": the ability of the card the story tells of
    *(("targeting.legal", "targeted", kind, (f"copy|target the|that|its @TRIGGER_EVENT? {words}",))
      for kind, words in (("triggered", "trigger|triggered"), ("activated", "activated"))),
    # "A's triggered ability", "the cycling trigger of A": which of A's abilities targets (113.3c, 113.3b)
    *(("targeting.legal", "ability", kind, (f"CARD 's {words} ability|abilities", f"CARD 's {words}",
                                             f"{words} ability|abilities? of CARD"))
      for kind, words in (("triggered", "@TRIGGER_EVENT? -? triggered|trigger|etb"),
                          ("activated", "activated"))),
    *(("targeting.legal", "event", event, (f"CARD 's {words} -? triggered|trigger", f"{words} -? triggered|trigger"
                                                                                     " ability|abilities? of CARD"))
      for event, words in TRIGGER_EVENT_WORDS.items()),
    ("targeting.legal", "actor", "opponent", ("can|could|may my? @OPP", "my? @OPP @TARGETV")),
    # "does it get summoning sickness again when it transforms / is flickered / changes control"
    ("sickness.use", "after", "transform", ("transform|transforms|transformed|transforming",
                                            "flip|flips|flipped", "turned|turn|turns|turning face up",
                                            "phase|phases|phased in")),
    ("sickness.use", "after", "zone", ("flicker|flickers|flickered|blink|blinks|blinked",
                                       "exiled and returned|returns", "returns|returned to the battlefield")),
    ("sickness.use", "after", "control", ("gain|gains|gained|change|changes|changed control",
                                          "steal|steals|stole|stolen")),
    ("sickness.use", "again", "yes", ("again", "anew")),
    # who taps it, and where the card whose cost it pays is ("Prismatic Strands in her graveyard": its flashback)
    ("sickness.use", "actor", "opponent", ("can|could|may my? @OPP",)),
    ("sickness.use", "payer_zone", "graveyard", ("CARD currently|now|still? in my|your|her|his|their|a graveyard",)),
    *((kind, "event", event, words) for kind in ("trigger.fires", "trigger.object", "trigger.times")
      for event, words in (
        # 700.4: a creature destroyed dies (unless something replaces it, which the check reads)
        ("dies", ("dies|die|died|dying", "put into a|the? graveyard from the battlefield",
                  "sacrificed|sacrifice|sacrifices", "destroyed|destroy|destroys|killed|kill|kills")),
        # leaving the battlefield for another zone than the graveyard: no "dies" (700.4)
        ("exiled", ("exiled|exile|exiles",)),
        ("bounced", ("bounced|bounce|bounces", "returned|returns|return to its|their|my|your|his|her hand",
                     "returned|returns|return to its|their|his|her owner 's|owners hand")))),
    # "is sacrificed": it dies, and an ability may ask whether it was sacrificed ("if it wasn't sacrificed")
    *((kind, "how", "sacrificed", ("sacrificed|sacrifice|sacrifices",))
      for kind in ("trigger.fires", "trigger.object", "trigger.times")),
    # "is destroyed": it dies only if it can be destroyed (702.12b indestructible, 701.19 regeneration)
    *((kind, "how", "destroyed", ("destroyed|destroy|destroys|killed|kill|kills",))
      for kind in ("trigger.fires", "trigger.object", "trigger.times")),
    ("combat.dies", "ask", "which", ("which|what creature|creatures|one|ones? die|dies",)),
    ("combat.dies", "ask", "survivors", ("which|what creature|creatures|one|ones? survive|survives",)),
    ("combat.dies", "ask", "both", ("both|they of? @DET? them|creatures? die",)),
    ("combat.dies", "ask", "any", ("either|any|anything|anyone|creature|creatures|one of? @DET? them|creatures? die|"
                                   "dies",)),
    ("trigger.stopped", "event", "enters", ("etb|etbs|enters|enter",)),
    ("trigger.stopped", "event", "dies", ("death|dies",)),
    ("trigger.stopped", "event", "leaves", ("leave|leaves",)),
    ("trigger.fires", "event", "put", ("put|puts|putting @DET? CARD onto|into the? battlefield|play",
                                       "put|puts|putting it onto|into the? battlefield|play",
                                       "reanimate|reanimates|reanimated", "cheat|cheats|cheated")),
    ("dies.returns", "minus", "no", ("no -1/-1 counter|counters",)),
    ("dies.returns", "plus", "no", ("no +1/+1 counter|counters",)),
    ("dies.returns", "minus", "yes", ("-1/-1 counter|counters",)),
    ("dies.returns", "plus", "yes", ("+1/+1 counter|counters",)),
    ("dies.returns", "again", "yes", ("again", "second time", "twice")),
    # which damage, and to which player, a damage question asks about (510.2, 120.2b)
    ("damage.prevented", "combat", "noncombat", ("noncombat",)),
    ("damage.prevented", "combat", "combat", ("combat", "attack|attacks|attacking|attacked|block|blocks|blocking|"
                                                        "blocked|unblocked")),
    ("damage.prevented", "to", "permanent", ("to my|the|an? @OPP 's", "to @DET CARD")),
    ("damage.prevented", "to", "you", ("to me|myself", "i still|even? take|receive")),
    ("damage.prevented", "to", "opponent", ("to my|the|an? @OPP", "to him|her|them", "@OPP still|even? take|takes|"
                                            "receive|receives", "he|she|they still|even? take|takes|receive|receives")),
    ("damage.prevented", "to", "player", ("to a|the|that player",)),
    *(("damage.amount", "to", whom, words) for whom, words in (
        ("permanent", ("to my|the|an? @OPP 's", "to @DET CARD")), ("you", ("to me|myself", "i take|receive|get")),
        ("opponent", ("to my|the|an? @OPP", "to him|her|them", "@OPP take|takes|receive|receives|get|gets",
                      "he|she|they take|takes|receive|receives|get|gets")))),
    ("damage.amount", "ask", "amount", ("how much damage|dmg",)),
    ("damage.amount", "ask", "modified", ("double|doubles|triple|triples|increase|increases|boost|boosts|amplify|"
                                          "amplifies|modify|modifies|change",)),
    ("damage.prevented", "can", "yes", ("can|could @DET? @OPP? 's? CARD 's damage be prevented",
                                        *(f"can|could the|any? combat|noncombat? damage {o} @DET? @OPP? 's? CARD be "
                                          "prevented" for o in ("from|of", "dealt by")), "preventable")),
    # where the card is and how it is, for its mana value (202.3e X on the stack, 708.2a face down ...)
    ("mana_value.is", "zone", "stack", ("on|onto|to the stack", "as|while|when a? spell", "while|when|as @PRON? "
                                        "'s|is|are? being? cast|casting|resolving", "while casting")),
    ("mana_value.is", "zone", "battlefield", ("on|onto the battlefield|board", "in play", "as a permanent", "token")),
    ("mana_value.is", "zone", "graveyard", ("in|into|from @DET? graveyard|graveyards|yard|gy",)),
    ("mana_value.is", "zone", "hand", ("in|from @DET? hand",)),
    ("mana_value.is", "zone", "library", ("in|from|of|on @DET? library", "on top of @DET? library")),
    ("mana_value.is", "zone", "exile", ("in|from exile", "exiled")),
    ("mana_value.is", "state", "face_down", ("face -? down", "facedown", "morph|morphed|manifest|manifested|cloak|"
                                             "cloaked|disguise|disguised|megamorph|megamorphed")),
    ("mana_value.is", "state", "prototyped", ("prototyped|prototype|prototyping",)),
    ("mana_value.is", "state", "fused", ("fuse|fused|fusing",)),
    ("mana_value.is", "state", "adventure", ("as|on an adventure",)),
    ("mana_value.is", "state", "back_face", ("transformed|flipped|melded", "back face|side")),
    ("mana_value.is", "state", "copy", ("copy|copies of",)),
    ("mana_value.is", "cast", "yes", ("cast|casts|casted|casting",)),
    # how it was cast: without paying its mana cost, X is 0 (107.3b); other costs leave its mana cost (118.8d, 118.9c)
    ("mana_value.is", "paid", "free", ("without paying its|the? mana cost", "for free", "cascade|cascades|cascaded|"
                                       "cascading|discover|discovered")),
    ("mana_value.is", "paid", "alternative", ("evoke|evoked|dash|dashed|blitz|blitzed|flashback|flashbacked|escape|"
                                              "escaped|foretell|foretold|overload|overloaded|spectacle|surge|madness|"
                                              "miracle|prowl|emerge|emerged|bestow|bestowed", "alternative cost")),
    ("mana_value.is", "paid", "additional", ("kicked|kicker|kick|multikicker|entwine|entwined|buyback|replicate|"
                                             "replicated|strive", "additional cost|costs")),
    ("zone.keeps", "move", "flicker", ("flicker|flickers|flickered|blink|blinks|blinked",)),
    ("zone.keeps", "move", "bounce", ("bounce|bounces|bounced",)),
    ("zone.keeps", "move", "phase", ("phase|phases|phased",)),
    ("zone.keeps", "kept", "counters", ("counter|counters",)),
    ("zone.keeps", "kept", "damage", ("damage",)),
    ("zone.keeps", "kept", "bonus", ("bonus|boost|pump",)),
    ("zone.keeps", "kept", "aura", ("aura|auras",)),
    ("zone.keeps", "kept", "equipment", ("equipment",)),
    ("trigger.fires", "event", "copy", ("copy|copies|copied",)),
    ("trigger.fires", "itself", "yes", ("itself",)),
    ("trigger.fires", "outcome", "gain_life", ("do|does|will|would i|you|we still? gain|gains any? life ?|.",)),
    ("trigger.fires", "outcome", "draw", ("do|does|will|would i|you still? draw|get any? a|any? card|cards ?|.",)),
    ("trigger.fires", "outcome", "lose_life", ("does|do|will|would my? @OPP|he|she|they still? lose|loses any? life "
                                               "?|.",)),
    ("trigger.fires", "outcome", "token", ("do|does|will|would i|you still? get|create any? a|any? token|tokens ?|.",)),
    # cascade and discover cast the card they find (702.85a, 701.57a); so does casting "without paying its mana
    # cost" (118.9)
    ("trigger.fires", "event", "cast", ("cascade|cascades|cascaded|cascading|discover|discovers|discovered|"
                                        "discovering into",)),
    ("trigger.fires", "how", "cascade", ("cascade|cascades|cascaded|cascading",)),
    ("trigger.fires", "how", "discover", ("discover|discovers|discovered|discovering",)),
    ("trigger.fires", "how", "free", ("without paying its|their|the? mana cost", "for free")),
    *(("trigger.fires", "how", keyword, (keyword,)) for keyword in ("storm", "replicate", "conspire", "casualty")),
    *((kind, "event", event, words) for kind in ("trigger.fires", "trigger.object", "trigger.times")
      for event, words in (
        ("enters", ("enters|enter|entered|entering|etb|etbs", "comes|come|came into play",
                    "@PRON|CARD|OBJ is|was|gets|got @ARRIVED", "comes|come|came onto the battlefield",
                    "enters|enter|entered the battlefield")),
        ("attacks", ("attacks|attack|attacked|attacking",)),
        # 509.3c: "becomes blocked" (also "is blocked", "gets blocked"), before 509.3a "blocks"
        ("becomes_blocked", ("is|was|gets|got|becomes|became|being blocked",)),
        ("blocks", ("blocks|block|blocking", "CARD|@PRON blocked")),
        # 701.26: becoming tapped or untapped (not "tapped for mana": the mana questions read that)
        ("untaps", ("untaps|untap|untapped|untapping", "becomes|become|became|gets|got untapped")),
        ("tapped", ("becomes|become|became|gets|got|is|was tapped", "@PRON|CARD taps|tap")))),
    # damage dealt (120.1, 120.2a): "when it deals combat damage to my opponent", "when A deals damage to a creature"
    # (being dealt damage first: "is dealt damage", "takes damage", "when B deals damage to it")
    ("trigger.fires", "event", "dealt_damage", ("is|was|gets|got|'s|are|be dealt combat|noncombat? damage",
                                                "takes|take|took|taking combat|noncombat? damage",
                                                "deals|deal|dealt combat|noncombat? damage to @PRON")),
    ("trigger.fires", "damage_from", "named", ("CARD deals|deal|dealt combat|noncombat? damage to @PRON",)),
    ("trigger.fires", "event", "deals_damage", ("deals|deal|dealing combat|noncombat? damage",)),
    ("trigger.fires", "damage_kind", "noncombat", ("noncombat damage",)),
    ("trigger.fires", "damage_kind", "combat", ("combat damage",)),
    # when a story's removal happened: after blocks, before combat damage (506.4, 510.1c)
    ("combat.damage", "when", "before_damage", ("before combat? damage", "before the combat? damage step",
                                                "before damage is dealt", "before combat damage is dealt")),
    ("trigger.fires", "damage_to", "you", ("damage to me|myself",)),
    ("trigger.fires", "damage_to", "opponent", ("damage to my|an|the? @OPP", "damage to him|her|them")),
    ("trigger.fires", "damage_to", "player", ("damage to a|the|that? player",)),
    ("trigger.fires", "damage_to", "planeswalker", ("damage to a|my|an|the|their|his|her? @OPP? 's? planeswalker",)),
    ("trigger.fires", "damage_to", "battle", ("damage to a|the? battle",)),
    ("trigger.fires", "damage_to", "creature", ("damage to a|my|an|the|their|his|her|another? @OPP? 's? "
                                                "creature|creatures|blocker|blockers|attacker",)),
    # becoming the target (603.2; 702.11 heroic-style "cast a spell that targets ~"): "when I target it with B",
    # "when my opponent targets it with B", "when it becomes the target of B"
    ("trigger.fires", "event", "targeted", ("target|targets|targeted|targeting @PRON with", "becomes|become|became "
                                            "the target of", "@PRON is|was|gets|got targeted by")),
    ("trigger.fires", "targeter", "you", ("i target|targeted|targets",)),
    ("trigger.fires", "targeter", "opponent", ("my? @OPP|they|he|she target|targets|targeted",)),
    # "when it blocks B", "when it is blocked by B": the card named is the other creature in that combat
    ("trigger.fires", "combat_with", "named", ("@PRON blocks|blocked|block @DET? @DET? 's? CARD",
                                              "@PRON is|was|gets|got|becomes|became blocked by @DET? @DET? 's? CARD")),
    ("trigger.fires", "event", "cast", ("cast|casts|casting|casted",)),
    ("trigger.object", "event", "cast", ("cast|casts OBJ",)),
    ("trigger.times", "ask", "amount", ("how many times",)),
    ("trigger.order", "together", "yes", ("both? trigger|triggers|triggered at the same time", "at the same time",
                                           "simultaneously", "at once")),
    ("trigger.order", "turn", "yours", ("my|your own? turn", "it 's|is my|your turn")),
    ("trigger.order", "turn", "opponent", ("@OPP 's turn", "his|her|their turn", "it 's|is @OPP 's turn")),
    *(("trigger.times", "told", str(n), words) for n, words in (
        (1, ("trigger|triggers once", "trigger|triggers 1|one time")),
        (2, ("trigger|triggers twice", "trigger|triggers 2|two times")),
        (3, ("trigger|triggers thrice", "trigger|triggers 3|three times")), (4, ("trigger|triggers 4|four times",)))),
    ("trigger.object", "caster", "you", ("i|you cast|casts OBJ",)),
    ("trigger.object", "caster", "opponent", ("@OPP|they|he|she cast|casts OBJ",)),
    # a land is played, never cast (305.9); older wording "plays a spell" means casts it
    ("trigger.fires", "event", "played", ("play|plays|played|playing",)),
    # a player's own actions (603.2): discarding (cycling discards, 702.29a), drawing, gaining or losing life; milling
    # is no discard (701.17a)
    ("trigger.fires", "event", "cycles", ("cycle|cycles|cycled|cycling",)),
    ("trigger.fires", "event", "discards", ("discard|discards|discarded|discarding",)),
    ("trigger.fires", "event", "milled", ("mill|mills|milled|milling",)),
    ("trigger.fires", "event", "draws", ("i|@OPP|they|he|she|player|players|someone|anyone draw|draws|drew",
                                         "draw|draws|drew|drawing a|an|one|two|three|x|that? card|cards")),
    ("trigger.fires", "event", "gains_life", ("gain|gains|gained|gaining * life", "life gain|gained", "lifegain")),
    ("trigger.fires", "event", "loses_life", ("lose|loses|lost|losing * life", "life loss")),
    # "discards a card to A": A made them discard; the card discarded isn't named
    ("trigger.fires", "discarded", "unnamed", ("discard|discards|discarded|discarding a|an|one|two|three|x|that? "
                                               "card|cards",)),
    ("trigger.fires", "actor", "you", ("i discard|discarded|cycle|cycled|draw|drew|gain|gained|lose|lost|mill|milled",
                                       "mills|milled me|myself", "my life gain|lifegain|loss")),
    ("trigger.fires", "actor", "opponent", ("my? @OPP|they|he|she discards|discard|discarded|cycles|cycle|cycled|draws|"
                                            "draw|drew|gains|gain|gained|loses|lose|lost|mills|mill|milled",
                                            "mills|milled my? @OPP|him|her|them",
                                            "my? @OPP 's|their|his|her life gain|lifegain|loss")),
    ("trigger.fires", "caster", "you", ("i cast|casts|play|played|copy|copied|cascade|cascaded|discover|discovered",
                                        "i control|have @DET? CARD and|, then? cast|play|played @DET? CARD")),
    ("trigger.fires", "caster", "opponent", ("my? @OPP|they|he|she cast|casts|play|plays|played|copy|copies|copied|"
                                             "cascade|cascades|cascaded|discover|discovers|discovered",)),
    ("trigger.fires", "together", "yes", ("at the same time", "simultaneously", "together", "at once")),
    *((kind, "verb", verb, words) for kind in ("effect.reaches", "effect.object") for verb, words in (
        ("kill", ("kill|kills|killed|survive|die|save|saves|protect|protects",)),
        ("destroy", ("destroy|destroys|destroyed",)),
        ("exile", ("exile|exiles|exiled|remove",)), ("bounce", ("bounce|bounces|bounced",)),
        ("affect", ("affect|affects|affected",)))),
    ("effect.reaches", "saved_by", "you", ("can|could i save|protect",)),
    ("tokens.doubled", "ask", "count", ("how many",)),
    ("activation.twice", "kind", "loyalty", ("loyalty",)),
    ("counters.doubled", "entering", "yes", ("enter|enters|entering|etb|etbs|comes|come",)),
    ("counters.doubled", "ask", "count", ("how many",)),
    # what a copy is asked to get (707.2)
    *(("copy.gets", "what", what, words) for what, words in (
        ("counters", ("counter|counters",)), ("tapped", ("tapped|untapped",)), ("damage", ("damage",)),
        ("attached", ("aura|auras|equipment|equipped|enchanted|attached",)),
        ("effects", ("bonus|buff|pump|boost|pumped|boosted|buffed",)), ("legendary", ("legendary|legend",)),
        ("abilities", ("ability|abilities|etb|trigger|triggered",)))),
    *(("copy.gets", key, value, (words,)) for keyword in ("flying", "trample", "vigilance", "reach", "lifelink",
                                                           "deathtouch", "menace", "hexproof", "shroud", "haste",
                                                           "indestructible", "defender", "first strike",
                                                           "double strike")
      for key, value, words in (("what", "keyword", keyword), ("keyword", keyword, keyword))),
    # permanents that come after the effect began (611.3a, 611.2c): "creatures that enter later"
    ("effect.object", "later", "yes", ("that|which|i|you enter|enters|come|comes|cast|play * later|afterwards|afterward",
                                       "played|cast|entering|arriving|coming later|afterwards|afterward",
                                       "that|which enter|enters|come|comes into? the? battlefield|play after it|that|this "
                                       "resolves|resolved|is|was",
                                       "that|which enter|enters|come|comes the? battlefield|play|in after it|that|this",
                                       "that|which enter|enters|come|comes into the battlefield|play after it|that|this")),
    # the new target is the spell itself, or the permanent whose ability it is ("have Solitude exile itself")
    ("targets.change", "to_itself", "yes", ("make|makes|making|have|having|get|getting @DET? CARD 's? @OBJ_ABILITY? "
                                            "@SELF_VERB itself",)),
    ("targets.change", "already", "yes", ("already * target|targets|targeted|targeting",
                                          "already one|among of? * targets")),
    ("targeting.forced", "whom", "itself", ("target itself|himself|herself",)),
    ("targeting.forced", "whom", "own", ("target @DET? own creature|creatures", "target one of my|your own? creatures",
                                         "even if|when * my|your own creature|creatures")),
    # the only legal choice, as the question states it ("if there are no other creatures", "even if it's my own")
    ("targeting.forced", "only", "yes", ("no other creatures|creature|targets|target", "no other legal targets|target",
                                         "the only creature|target|one", "the only legal target|creature",
                                         "the only other creature|target|one", "are the only ones|creatures",
                                         "nothing else to target", "even if|when * own creature|creatures",
                                         "only my|your own? creatures|creature")),
    ("targeting.none", "absent", "own_creature", ("n't|not control any creatures|creature", "control no creatures",
                                                  "no creatures under my control")),
    ("targeting.none", "absent", "creature", ("no creatures|creature", "nothing * creature|creatures")),
    ("targeting.none", "absent", "permanent", ("no permanents|permanent",)),
    *(("targeting.none", "only_one", "creature", (f"{one} creature {where}",)) for one in ("only|just one", "a single")
      for where in ("on the battlefield", "in play", "")),
    ("targeting.none", "how", "cycle", ("cycle|cycling",)),
    ("targeting.none", "how", "activate", ("activate|activating",)),
    ("targeting.none", "how", "cast", ("cast|casting|play",)),
    ("priority.respond", "object", "ability", ("to @DET? @DET? 's? CARD 's mana? @OBJ_ABILITY",
                                                "to @DET? @DET? 's? CARD * for mana",
                                                "taps|tap|tapped @DET? CARD * for mana")),
    ("priority.respond", "object", "land_played", ("playing|plays|play|played @DET? CARD",)),
    ("priority.respond", "how", "activate", ("activate|activating|use|using|cycle|cycling",)),
    ("cast.timing", "how", "activate", ("activate", "equip")),
    ("cast.timing", "ability", "equip", ("equip",)),
    ("cast.timing", "how", "play", ("play",)),
    # who casts it: the one a flash-giving permanent must be controlled by (702.8a)
    ("cast.timing", "caster", "you", ("can|could|may i cast|respond|react",)),
    ("cast.timing", "caster", "opponent", ("can|could|may my? @OPP cast|respond|react",)),
    *(("cast.allowed", key, value, words) for key, value, words in (
        ("whose", "opponent", ("during|on|in? my? @OPP 's|' turn|upkeep|combat|end|draw|main",
                               "during|on|in? their|his|her turn")),
        ("whose", "you", ("during|on|in? my|your own? turn|upkeep|combat|end|draw",)),
        ("when", "combat", ("during|in? combat", "during|in? the? declare attackers|blockers step")),
        ("when", "upkeep", ("during|in? the|an? upkeep",)),
        ("when", "end_step", ("during|in|at? the|an? end step", "at? end of turn", "at? the end of the turn")),
        ("when", "draw_step", ("during|in? the|a? draw step",)),
        ("when", "instant_speed", ("instant speed",)), ("when", "in_response", ("in response",)),
        ("zone", "graveyard", ("from @DET? graveyard|graveyards|yard", "flashback|flashbacked|escape|escaped|retrace|"
                               "jump-start|aftermath|disturb")),
        ("zone", "exile", ("from exile", "madness|foretell|foretold|cascade|cascaded|suspend|suspended|plot|plotted",
                           "for its|the madness cost", "for its|the madness cost when|if|after i|you discard|discarded "
                           "it", "on an adventure")),
        ("zone", "library", ("from @DET? library", "from the top of @DET? library")),
        ("zone", "hand", ("from @DET? hand",)),
        # who casts it (the asker, unless the question names the opponent)
        ("caster", "you", ("me from? casting", "can|could|may i cast")),
        ("caster", "opponent", ("my? @OPP|them|him|her from? casting", "can|could|may my? @OPP cast")))),
    *(("cast.timing_kind", "kind", word, (f"{word} spell|spells|card|cards|with|during|on|in|at|be",))
      for word in SPELL_KIND_TYPES),
    ("cast.timing_kind", "flash", "yes", ("with|has|have flash",)),
    ("cast.timing", "whose", "opponent", ("my? @OPP 's|' turn|upkeep|combat|end|draw|main", "their|his|her turn")),
    ("cast.timing", "whose", "you", ("my|your own? turn|upkeep|combat|end|draw",)),
    ("cast.timing", "when", "combat", ("combat", "declare attackers|blockers step")),
    ("cast.timing", "when", "upkeep", ("upkeep",)),
    ("cast.timing", "when", "end_step", ("end step", "end of turn", "end of the turn")),
    ("cast.timing", "when", "draw_step", ("draw step",)),
    ("cast.timing", "when", "instant_speed", ("instant speed",)),
    ("cast.timing", "when", "in_response", ("in response ?|.", "respond|react with @DET? CARD ?|.",
                                            "respond|react by casting @DET? CARD ?|.")),
    ("priority.respond", "ability", "cycle", ("cycle|cycling",)),
    ("cost.payable", "means", "life", ("only|just * life", "with|by|for life only|alone", "all * with|in life",
                                       "without paying|spending|using any? mana", "no mana")),
    ("cost.payable", "how", "activate", ("activate|activating|use|using",)),
    ("cost.payable", "ask", "times", ("how many times",)),
    ("cost.payable", "how", "cast", ("cast|casting|play",)),
    ("priority.respond", "how", "cast", ("cast|casting|play",)),
    ("targets.change", "object", "ability", ("@OBJ_ABILITY",)),
    ("counter.can", "object", "ability", ("@OBJ_ABILITY",)),
    *(("counter.object", "kind", kind, (f"{kind} ability|abilities|spell|spells|trigger",)) for kind in (
        "triggered", "activated", "mana", "creature", "noncreature", "instant", "sorcery", "artifact", "enchantment",
        "planeswalker")),
    ("counter.object", "kind", "ability", ("a|an ability|trigger",)),
    ("counter.object", "kind", "spell", ("a|an spell",)),
    ("stack.uses", "object", "ability", ("@OBJ_ABILITY",)),
    *(("ability.granted", "keyword", keyword, (keyword,)) for keyword in (
        "flying", "trample", "vigilance", "reach", "lifelink", "deathtouch", "menace", "hexproof", "shroud",
        "indestructible", "defender", "intimidate", "fear", "shadow", "islandwalk", "swampwalk", "forestwalk",
        "mountainwalk", "plainswalk", "infect", "wither", "first strike", "double strike", "haste", "protection")),
    ("ability.granted", "itself", "yes", ("itself",)),
    ("cost.modified", "direction", "more", ("more|increase|increases|raise|raises|extra|taxed",)),
    ("targeting.uses", "ability", "triggered", ("triggered|trigger|etb|enters",)),
    ("targeting.uses", "ability", "activated", ("activated|activation",)),
    ("deck.identity", "ask", "identity", ("color|colour identity|identities",)),
    ("deck.identity", "ask", "commander", ("be @DET? commander|general", "@LEGAL as @DET? commander|general")),
    ("land.plays", "ask", "how_many", ("how many lands|land",)),
    ("color.is", "zone", "hand", ("in my|your|their|his|her|a hand",)),
    ("color.is", "zone", "graveyard", ("in my|your|their|his|her|a graveyard",)),
    ("color.is", "zone", "library", ("in my|your|their|his|her|a library",)),
    ("color.is", "zone", "battlefield", ("on the battlefield", "in play")),
    ("color.is", "zone", "stack", ("on the stack",)),
    ("card.selectable", "zone", "library", ("search|searched|searching|tutor|tutored|fetch|fetched|library",)),
    ("card.selectable", "zone", "hand", ("discard|discards|discarded|discarding",)),
    ("card.selectable", "zone", "graveyard", ("graveyard",)),
    # who discards: "make my opponent discard B" (only an effect that lets you choose from their hand), "can I
    # discard B" (an effect that has you discard)
    ("card.selectable", "discarder", "opponent", ("make|force them|him|her|my|the? opponent|player? discard",)),
    ("card.selectable", "discarder", "you", ("i|you discard|discarded",)),
    ("card.selectable", "count", "2", ("two|2|both",)),
    ("card.selectable", "count", "3", ("three|3",)),
    ("cost.ability_modified", "direction", "more", ("more|increase|increases|raise|raises|extra",)),
    ("cost.ability_modified", "direction", "less", ("less|reduce|reduces|lower|lowers|cheaper",)),
    ("cost.modified", "direction", "less", ("less|reduce|reduces|lower|lowers|cheaper",)),
    ("commander.damage", "ask", "saves", ("save|protect|stop|prevent|shield me|you|us from? commander|general damage",)),
    ("commander.damage", "ask", "counts", ("count|counts as|toward|towards|for commander|general damage",
                                           "be? commander|general damage")),
    # "if I equip my commander with A": the commander is the creature A's ability has deal the damage
    ("commander.damage", "holder", "commander", ("equip|equips|equipped|enchant|enchanted my|our? commander|general "
                                                 "with @DET? CARD", "my|our? commander|general is equipped|enchanted "
                                                 "with|by @DET? CARD")),
    ("cost.total", "copies", "2", ("two|2 CARD",)),
    ("cost.total", "copies", "3", ("three|3 CARD",)),
    ("activation.allowed", "ability", "mana", ("mana ability|abilities", "for mana")),
    ("activation.allowed", "ability", "cycle", ("cycle|cycled|cycling", "@TYPECYCLING")),
    ("activation.allowed", "ability", "equip", ("equip|equipped|equips|equipping", "move|moving @DET? equipment|"
                                                "equipments")),
    ("activation.allowed", "ability", "crew", ("crew|crews|crewed|crewing",)),
    # what the ability does to its own card (its effect's "~")
    ("activation.allowed", "action", "return", ("return|bring @DET? @DET? 's? CARD back? from @DET? graveyard|yard to? "
                                                "@DET? hand?", "return|bring @DET? @DET? 's? CARD back? to @DET? hand")),
    *(("activation.allowed", "action", verb, (f"{words} @DET? @DET? 's? CARD",)) for verb, words in (
        ("regenerate", "regenerate"), ("untap", "untap"), ("transform", "transform|flip"), ("sacrifice", "sacrifice"),
        ("animate", "animate|animating"))),
    ("activation.allowed", "ability", "loyalty", ("loyalty ability|abilities",)),
    ("activation.allowed", "asked", "stop", ("stop|stops|prevent|prevents|block|blocks",)),
    ("targets.change", "object", "spell", ("spell|spells",)),
    # how many lands (305.2), on whose turn (305.3), who plays them, from which zone, and the copies of the one
    # card named ("with two Explorations")
    ("cast.unpayable", "zone", "graveyard", ("from my|your|their|his|her|a graveyard",)),
    ("cast.unpayable", "zone", "exile", ("from exile",)),
    # how a card with madness left the hand (702.35a): discarded (cycling discards, 702.29a) or milled (701.17a)
    ("cast.madness", "how", "cycled", ("cycle|cycles|cycled|cycling",)),
    ("cast.madness", "how", "milled", ("mill|mills|milled|milling",)),
    ("cast.madness", "how", "discarded", ("discard|discards|discarded|discarding",)),
    # the player asked about isn't the one whose card it is (702.35a: "its owner may cast it")
    ("cast.madness", "caster", "not_owner", ("my? @OPP discards|discarded|cycles|cycled|mills|milled @DET? CARD ,? "
                                             "can|could|may i",
                                             "i discard|discarded|cycle|cycled|mill|milled @DET? CARD ,? can|could|may "
                                             "my? @OPP")),
    # what a question about a land's timing asks (305.1, 116.2a), and when it would be played
    ("land.timing", "ask", "uses_stack", ("use|uses|go|goes on? the stack",)),
    ("land.timing", "ask", "needs_empty", ("require|requires|need|needs|requiring an? empty stack",
                                           "empty stack required|needed")),
    ("land.timing", "ask", "respond", ("respond to",)),
    ("land.timing", "when", "stack", ("in response to? @DET? spell|ability|something|it?", "while @DET? "
                                      "spell|ability|something|anything is|'s on the stack",
                                      "with @DET? spell|ability|something|anything on the stack",
                                      "while holding priority")),
    ("land.timing", "when", "opponent_turn", ("on|during @DET? @OPP 's|' turn", "on|during their|his|her turn")),
    ("land.timing", "when", "combat", ("in|during combat", "in|during the combat phase",
                                       "in|during the declare attackers|blockers|damage step")),
    ("land.timing", "when", "beginning", ("in|during my|the upkeep", "in|during my|the draw step",
                                          "in|during|at my|the end step", "at end of turn", "in|during my|the "
                                          "beginning phase", "in|during my|the cleanup step")),
    ("land.timing", "when", "instant_speed", ("at instant speed",)),
    ("land.timing", "when", "main", ("in|during my? first|second|precombat|postcombat main phase",)),
    ("land.plays", "count", "4", ("four|4 lands|land", "fourth land")),
    ("land.plays", "count", "3", ("three|3 lands|land", "third land")),
    ("land.plays", "count", "2", ("two|2 lands|land", "another|second land", "land and a|an|another|one @LANDKIND? land",
                                  "after|besides playing|play|played one|a land?",
                                  "after|besides i|they|he|she play|played one|a land?")),
    ("land.plays", "whose", "opponent", ("my? @OPP 's|' turn", "their|his|her turn")),
    ("land.plays", "whose", "you", ("my|your own? turn",)),
    ("land.plays", "actor", "opponent", ("can|could|may my? @OPP play",)),
    ("land.plays", "zone", "library", ("from the top of my|your|their|his|her library",)),
    ("land.plays", "zone", "graveyard", ("land from my|your|their|his|her graveyard",)),
    ("land.plays", "from_hand", "yes", ("one|a land? from my|your|their|his|her hand",)),
    ("land.plays", "copies", "2", ("with|control|controlled|have|had two|2 CARD",)),
    ("land.plays", "copies", "3", ("with|control|controlled|have|had three|3 CARD",)),
    ("land.plays", "copies", "4", ("with|control|controlled|have|had four|4 CARD",)),
    ("land.plays", "ask", "counted", ("count|counts as", "use|uses up? my|your|their|a|the land drop|play")),
)
# which optional cost a question asks about, and how the spell is brought (601.2b): by its keyword's words
_OPTIONAL_COST_WORDS = {"kicker": "kick|kicked|kicker", "multikicker": "multikick|multikicked|multikicker",
                        "evoke": "evoke|evoked", "bargain": "bargain|bargained", "buyback": "buyback",
                        "entwine": "entwine|entwined", "offspring": "offspring", "casualty": "casualty",
                        "replicate": "replicate", "conspire": "conspire", "dash": "dash|dashed",
                        "blitz": "blitz|blitzed", "overload": "overload|overloaded", "spectacle": "spectacle",
                        "surge": "surge|surged", "prowl": "prowl|prowled", "emerge": "emerge|emerged",
                        "cleave": "cleave|cleaved", "awaken": "awaken|awakened", "bestow": "bestow|bestowed",
                        "mutate": "mutate|mutated", "impending": "impending", "warp": "warp|warped"}
DETAIL_RULES += tuple(("cost.options", "cost", cost, (words,)) for cost, words in _OPTIONAL_COST_WORDS.items())
# a spell's own mandatory additional cost, when the question names no keyword cost (the reader keeps one "cost")
DETAIL_RULES += (("cost.options", "cost", "mandatory", ("have|need to pay|sacrifice|discard|exile", "still pay",
                                                        "additional cost")),)
# which cost it is, by its verb ("do I still need to sacrifice a creature?")
DETAIL_RULES += tuple(("cost.options", "paying", verb, (f"{verb}|{verb}ing",)) for verb in ("sacrifice", "discard",
                                                                                              "exile"))
DETAIL_RULES += (
    ("cost.options", "cost", "x", ("choose|pay|announce|pick|set x", "x =", "choose|pay|announce|pick|set a? "
                                                                            "nonzero|non-zero x")),

    ("cost.options", "how", "free", ("without paying * mana cost|costs?", "for free",
                                     "cascade|cascades|cascaded|cascading into?", "discover|discovers|discovered")),
    ("cost.options", "how", "put", ("put|puts|putting|return|returns|returned @DET? CARD|it onto|into|to the? "
                                    "battlefield|play", "reanimate|reanimates|reanimated", "cheat|cheats|cheated")),
    ("cost.options", "how", "cast", ("cast|casts|casting|play|plays",)),
)
# the keyword, the damage and whom it is dealt to a keyword question asks about (120.3)
DETAIL_RULES += (
    *(("keyword.damage", "keyword", k, (k,)) for k in ("lifelink", "deathtouch", "infect", "wither", "trample",
                                                        "toxic")),
    ("keyword.damage", "keyword", "first strike", ("first strike",)),
    ("keyword.damage", "keyword", "double strike", ("double strike",)),
    ("keyword.damage", "kind", "instances", ("multiple|two instances", "stack|stacks|cumulative", "add up")),
    ("keyword.damage", "kind", "fight", ("fight|fights|fighting|fought",)),
    ("keyword.damage", "kind", "ability", ("ability|abilities|ping|pings|pinging",)),
    ("keyword.damage", "kind", "noncombat", ("noncombat|non-combat",)),
    ("keyword.damage", "to", "player", ("player|players",)),
    ("keyword.damage", "to", "planeswalker", ("planeswalker|planeswalkers",)),
)
# how many times a trigger doubler's question says it triggers, and by what event (603.2d)
DETAIL_RULES += (
    *(("trigger.doubled", "times", n, (f"{word}|{n} times", f"get {word}|{n}")) for n, word in (
        ("2", "two"), ("3", "three"), ("4", "four"))),
    ("trigger.doubled", "times", "2", ("twice", "an additional|extra time")),
    ("trigger.doubled", "ask", "count", ("how many",)),
    ("trigger.doubled", "keyword", "cascade", ("cascade",)),
    *(("trigger.doubled", "event", event, (f"{words} trigger|triggers",)) for event, words in (
        ("dies", "death|dies"), ("enters", "etb|enters"), ("attacks", "attack"))),
)
# which of two fighters a fight question asks about: the same words as a combat's ("which creature dies?")
DETAIL_RULES += tuple(("fight.dies", key, value, words) for intent, key, value, words in DETAIL_RULES
                      if intent == "combat.dies" and key == "ask")
# a kind of spell is cast at the same times, by the same players, as a card named ("cast.timing")
DETAIL_RULES += tuple(("cast.timing_kind", key, value, words) for intent, key, value, words in DETAIL_RULES
                      if intent == "cast.timing" and key in ("whose", "when", "caster"))

# Events: (kind, who did it, the roles of the pattern's CARD slots ("card", "target"), patterns),
# read in any sentence. A "target" slot may also be a player: PLAYER_TARGETS words.
_ME = "i"
_THEY = "my? @OPP|they|he|she"
_CASTS = "cast|casts|casted|play|plays|played|activate|activates|activated|use|uses|used"
EVENT_RULES: tuple[tuple[str, str | None, tuple[str, ...], tuple[str, ...]], ...] = (
    # two targets: "targeting Grizzly Bears and Hill Giant", "targeting my Grizzly Bears and me" (608.2b)
    *((kind, who, ("card", "target", "target2"),
       (f"{prefix}{verb} @DET? @DET? 's? CARD targeting|on @DET? @DET? 's? CARD and @DET? @DET? 's? CARD",))
      for kind, prefix in (("cast", ""), ("respond", "in response * "))
      for who, verb in (("you", f"{_ME} {_CASTS}"), ("opponent", f"{_THEY} {_CASTS}"))),
    *((kind, who, ("card", "target", "player"),
       (f"{prefix}{verb} @DET? @DET? 's? CARD targeting|on @DET? @DET? 's? CARD and my? @PLAYER",))
      for kind, prefix in (("cast", ""), ("respond", "in response * "))
      for who, verb in (("you", f"{_ME} {_CASTS}"), ("opponent", f"{_THEY} {_CASTS}"))),
    # "I cast Giant Growth on Grizzly Bears in response": told as a response after its target
    *(("respond", who, ("card", "target"), (f"{verb} @DET? @DET? 's? CARD targeting|on @DET? @DET? 's? CARD in response",))
      for who, verb in (("you", f"{_ME} {_CASTS}"), ("opponent", f"{_THEY} {_CASTS}"))),
    ("cast", "you", ("card", "target"), (f"{_ME} {_CASTS} @DET? @DET? 's? CARD targeting|on|at @DET? @DET? 's? CARD",)),
    # "I control A. My opponent casts B targeting it": the target is the card the pronoun stands for
    *(("cast", who, ("card",), (f"{player} {_CASTS} @DET? @DET? 's? CARD targeting|on|at it",))
      for who, player in (("you", _ME), ("opponent", _THEY))),
    ("cast", "you", ("target", "card"), (f"{_ME} target|targeted @DET? @DET? 's? CARD with @DET? @DET? 's? CARD",)),
    ("cast", "opponent", ("card", "target"), (f"{_THEY} {_CASTS} @DET? @DET? 's? CARD targeting|on|at @DET? @DET? 's? CARD",)),
    ("cast", "opponent", ("target", "card"), (f"{_THEY} target|targets|targeted @DET? @DET? 's? CARD with @DET? @DET? 's? CARD",)),
    # "I animate A with B": B, cast or activated, on A
    *(("cast", who, ("target", "card"), (f"{player} animate|animates|animated @DET? @DET? 's? CARD with|using @DET? "
                                         "@DET? 's? CARD",)) for who, player in (("you", _ME), ("opponent", _THEY))),
    ("cast", None, ("card", "target"), ("@DET? @DET? 's? CARD targets|targeted @DET? @DET? 's? CARD",)),
    # "My opponent controls Alluring Siren and activates it targeting my Grizzly Bears" (the card twice: "it")
    *(("cast", who, ("held", "card", "target"), (f"{player} control|controls|controlled @DET? CARD and {_CASTS} CARD "
                                                 "targeting|on|at @DET? @DET? 's? CARD",))
      for who, player in (("you", _ME), ("opponent", _THEY))),
    ("cast", "you", ("card", "player"), (f"{_ME} {_CASTS} @DET? @DET? 's? CARD targeting|on|at my? @PLAYER",)),
    ("cast", "opponent", ("card", "player"), (f"{_THEY} {_CASTS} @DET? @DET? 's? CARD targeting|on|at my? @PLAYER",)),
    ("respond", "you", ("card", "target"), (f"in response * {_ME} {_CASTS} @DET? @DET? 's? CARD targeting|on @DET? @DET? 's? CARD",
                                            f"{_ME} respond|responded by casting|activating @DET? @DET? 's? CARD "
                                            "targeting|on @DET? @DET? 's? CARD")),
    ("respond", "you", ("card", "player"), (f"in response * {_ME} {_CASTS} @DET? @DET? 's? CARD targeting|on|at my? @PLAYER",)),
    ("respond", "opponent", ("card", "player"), (f"in response * {_THEY} {_CASTS} @DET? @DET? 's? CARD targeting|on|at "
                                                 "my? @PLAYER",)),
    ("respond", "you", ("card",), (f"in response * {_ME} {_CASTS} @DET? @DET? 's? CARD",
                                   f"{_ME} respond|responded with @DET? @DET? 's? CARD",
                                   f"{_ME} respond|responded by casting|activating @DET? @DET? 's? CARD",
                                   f"{_ME} {_CASTS} @DET? @DET? 's? CARD in response")),
    ("respond", "opponent", ("card", "target"), (f"in response * {_THEY} {_CASTS} @DET? @DET? 's? CARD targeting|on @DET? @DET? 's? CARD",
                                                 f"{_THEY} respond|responds|responded by casting|activating @DET? "
                                                 "CARD targeting|on @DET? @DET? 's? CARD")),
    # a response told by what it does to the target ("in response I flicker it with A", "I bounce Grizzly Bears
    # with A"); "targeting it": the spell's target
    *(("moves", who, roles, (f"in response * {player} {verb} {what} with|using @DET? @DET? 's? CARD",
                               f"{player} respond|responds|responded by {ing} {what} with|using @DET? @DET? 's? CARD"))
      for who, player in (("you", _ME), ("opponent", _THEY))
      for what, roles in (("@DET? @DET? 's? CARD", ("target", "card")), ("@PRON", ("card",)))
      for verb, ing in (("flicker|flickers|flickered|blink|blinks|blinked", "flickering|blinking"),
                        ("bounce|bounces|bounced", "bouncing"))),
    # ... or by what it gives the target ("in response they give it hexproof with A"): A is cast on it
    *(("respond", who, roles, (f"in response * {player} give|gives|gave {what} {given} with|using @DET? @DET? 's? CARD",
                                 f"{player} respond|responds|responded by giving {what} {given} with|using @DET? @DET? "
                                 "'s? CARD"))
      for who, player in (("you", _ME), ("opponent", _THEY))
      for what, roles in (("@DET? @DET? 's? CARD", ("target", "card")), ("@PRON", ("card",)))
      for given in ("hexproof|shroud|indestructible",)),     # (a protection's quality isn't passed on: not read)
    ("respond", "you", ("card",), (f"in response * {_ME} {_CASTS} @DET? @DET? 's? CARD targeting|on @PRON",)),
    ("respond", "opponent", ("card",), (f"in response * {_THEY} {_CASTS} @DET? @DET? 's? CARD targeting|on @PRON",)),
    # 701.21a: only a permanent's controller sacrifices it
    ("sacrifice", "you", ("card",), ("in response * i sacrifice|sacrificed @DET? @DET? 's? CARD",
                                     "i respond|responded by sacrificing @DET? @DET? 's? CARD")),
    ("sacrifice", "opponent", ("card",), (f"in response * {_THEY} sacrifice|sacrifices|sacrificed @DET? @DET? 's? CARD",
                                          f"{_THEY} respond|responds|responded by sacrificing @DET? @DET? 's? CARD")),
    ("respond", "opponent", ("card",), (f"in response * {_THEY} {_CASTS} @DET? @DET? 's? CARD",
                                        f"{_THEY} respond|responds|responded with @DET? @DET? 's? CARD",
                                        f"{_THEY} respond|responds|responded by casting|activating @DET? @DET? 's? CARD",
                                        f"{_THEY} {_CASTS} @DET? @DET? 's? CARD in response")),
    # a permanent a player destroys dies (700.4): "my opponent destroys A"
    *(("dies", who, ("card",), (f"{player} destroy|destroys|destroyed|kill|kills|killed @DET? @DET? 's? CARD",))
      for who, player in (("you", _ME), ("opponent", _THEY))),
)
# words for a player as a target, and whom they name from the asker's side
PLAYER_TARGETS: dict[str, str] = {"me": "you", "myself": "you", "opponent": "opponent", "him": "opponent",
                                  "her": "opponent", "them": "opponent"}

# Parameters the reader computes from the proposition's words, beside DETAIL_RULES
READER_PARAMS: dict[str, tuple[str, ...]] = {
    "cost.total": ("told", "chosen"),
    "combat.damage": ("told", "ask", "whom"),
    "damage.amount": ("told", "x"),
    "cost.modified": ("chosen",),
    "trigger.doubled": ("chosen",),
    "attach.stays": ("quality", "cast", "cast_turn"),
    "mana_value.is": ("ask", "n", "compare", "x"),
    "card.selectable": ("x",),
    "color.is": ("ask", "color", "zone", "state"),
    "targeting.uses": ("keyword", "loyalty"),
    "deck.identity": ("colors", "excluded"),
    "pt.is": ("ask", "pt", "plus", "minus"),
    "type.is": ("type",),
    "sba.dies": ("pt", "damage"),
    "cost.payable": ("life", "pay"),
    "sba.respond": ("pt",),
    "sickness.use": ("action", "haste"),
    "trigger.stopped": ("effect",),
    "trigger.fires": ("effect", "cast", "cast_turn"),
    "resolve.still": ("effect",),
    "damage.prevented": ("cast", "cast_turn"),
    "mana.production": ("color", "ask"),
    "x.enters": ("cast",),
    "targeting.object": ("object", "loyalty"),
    "targeting.legal": ("loyalty", "targeted", "cast_told", "caster"),
    "targeting.player": ("loyalty", "cast", "cast_turn"),
    "activation.twice": ("loyalty",),
    "counters.doubled": ("loyalty", "x"),
    "tokens.doubled": ("kind",),
    "block.object": ("object", "object2"),
    "effect.object": ("object",),
    "sacrifice.any": ("object",),
    "ward.triggers": ("object",),
    "sickness.object": ("object", "action", "entered", "haste"),
    "ability.granted": ("pt", "quality"),
    "combat.object": ("object",),
    "trigger.object": ("object",),
    "trigger.times": ("object",),
    "token.returns": ("object",),
}
# roles no pattern gives but the answer's reroute does, when the cards' facts show what the question is
# ("with C in play, does spell A still ...": a trigger question read again as what A does as it resolves)
REROUTE_ROLES: dict[str, tuple[str, ...]] = {"resolve.still": ("prohibitor",)}
# scenario facts not read when the next word is one of these ("is tapped for mana" asks about tapping)
NOT_BEFORE: dict[str, frozenset[str]] = {"tapped": frozenset({"for", "to"}), "untapped": frozenset({"for", "to"})}
# a state written before a card ("my tapped Grizzly Bears") -> the scenario fact it states
STATE_WORDS: dict[str, str] = {"tapped": "tapped", "untapped": "untapped"}
LIFE_TOLD = WORDS["LIFE_TOLD"][0]
TIME_TOLD = WORDS["TIME_TOLD"][0]

# Scenario facts (SCENARIO_RULES) -> the ScenarioObject field each fills
SCENARIO_FIELDS: dict[str, str] = {"controller": "controller", "entered": "entered_this_turn",
                                   "put_in": "entered_this_turn", "zone": "zone",
                                   "arrived": "arrived", "attacking": "status", "blocking": "status",
                                   "damaged": "status", "dealt_damage": "status", "tapped": "status",
                                   "untapped": "status", "unblocked": "status", "sacrificed_cost": "status",
                                   "equipped": "status",
                                   "enchanted": "status"}
# Scenario facts beside the objects' fields: the events (EVENT_RULES)
SCENARIO_EVENTS = "events"
# ... and the number of players told (Scenario.players)
SCENARIO_PLAYERS = "players"
# ... and a card's power/toughness told with its name ("my 2/3 Tarmogoyf": ScenarioObject.size)
SCENARIO_SIZE = "size"
# ... and the asker's devotion (Scenario.devotion, DEVOTION_TOLD)
SCENARIO_DEVOTION = "devotion"
# ... and how many cards the asker has in a zone (Scenario.counts, COUNTS_TOLD)
SCENARIO_COUNTS = "counts"
# ... and that two or more creatures block (509.1a: objects with the status "blocking"), which a check must weigh
SCENARIO_BLOCKERS = "blockers"
# ... and that two or more creatures attack, which a check must weigh (the total damage is theirs together)
SCENARIO_ATTACKERS = "attackers"
PLAYER_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
# "in a four-player game", "in a game of five players", "in multiplayer" (800.1: more than two players;
# 0: more than two, how many not told). Two-Headed Giant and other team variants are not read (810).
PLAYERS_TOLD = re.compile(
    r"\b(?:in|during|it's|it is|this is|we're playing|we are playing|playing)? ?(?:a|an|our|my)? ?"
    r"(?P<n>two|three|four|five|six|seven|eight|[2-8])[- ]?(?:player|person|man) (?:game|match|pod|free-for-all)\b|"
    r"\b(?:in|during) (?:a|an|our|my)? ?game (?:of|with) (?P<m>three|four|five|six|seven|eight|[3-8]) players\b|"
    r"\b(?:in|during|playing) (?:a |an |our |my )?(?:multiplayer|multi-player|free-for-all)(?: game| match)?\b", re.I)

# the asker's devotion (700.5): "my devotion to blue is 4", "with 6 devotion to black and red"
_DEVOTION_COLORS = r"(?P<c>white|blue|black|red|green)(?: and (?P<c2>white|blue|black|red|green))?"
_DEVOTION_N = r"(?P<n>\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)"
DEVOTION_TOLD = re.compile(
    rf"\b(?:my|your) devotion to {_DEVOTION_COLORS} (?:is|was|of|=|at) (?:only |just )?{_DEVOTION_N}\b|"
    rf"\b(?:i have|i've got|you have|with|at) (?:only |just )?{_DEVOTION_N.replace('?P<n>', '?P<m>')} devotion to "
    rf"{_DEVOTION_COLORS.replace('?P<c>', '?P<d>').replace('?P<c2>', '?P<d2>')}\b", re.I)

# how many cards the asker has in a zone (Scenario.counts): "I have 2 cards in my hand", "my graveyard is empty",
# "with three creature cards in my graveyard"
_COUNT_N = r"(?P<n>\d+|no|zero|one|two|three|four|five|six|seven|eight|nine|ten)"
COUNTS_TOLD = re.compile(
    rf"\b(?:i have|i've got|i had|there are|there is|with|having) (?:only |just |exactly )?{_COUNT_N} "
    r"(?P<kind>creature |land |artifact |instant |sorcery |enchantment )?cards? in my (?P<zone>graveyard|hand)\b|"
    r"\bmy (?P<zone2>graveyard|hand) (?:is|was) empty\b", re.I)

# sickness.use "action": first word found decides; several different actions -> "any"
ACTION_WORDS: dict[str, str] = {
    "attack": "attack", "attacks": "attack", "attacking": "attack", "swing": "attack",
    "swings": "attack", "swinging": "attack",
    "block": "block", "blocks": "block", "blocking": "block",
    "activate": "activate", "activates": "activate", "activating": "activate", "use": "activate",
    "uses": "activate", "using": "activate", "ability": "activate", "abilities": "activate",
    "crew": "crew", "crews": "crew", "crewing": "crew",
    "produce": "tap", "produces": "tap", "make": "tap", "makes": "tap", "add": "tap", "adds": "tap",
    "generate": "tap", "generates": "tap",
    "tap": "tap", "taps": "tap", "tapping": "tap", "tapped": "tap", "untap": "activate", "untaps": "activate",
    "convoke": "convoke", "improvise": "improvise",
}

COLOR_WORDS: dict[str, str] = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C",
    "colourless": "C",
}

# words that make a question a definition request ("what is a mana ability", "define trample")
DEFINE_CUES = frozenset({"define", "definition", "meaning", "mean", "means", "explain",
                         "explanation", "describe", "what", "what's", "whats"})
# words allowed around a rule reference or a term in a pure look-up question
LOOKUP_FILLER = frozenset({
    "what", "what's", "whats", "is", "are", "does", "do", "say", "says", "said", "the", "a", "an",
    "of", "rule", "rules", "cr", "comprehensive", "text", "show", "me", "explain", "define",
    "definition", "meaning", "mean", "means", "in", "mtg", "magic", "please", "pls", "look", "up",
    "lookup", "tell", "about", "how", "work", "works", "term", "keyword", "glossary", "?", ".",
    "!", ",", ":", "'s", "s", "describe", "explanation", "quote", "read", "number", "section",
    "can", "you", "i", "need", "want", "to", "know", "for", "on", "that", "this", "exactly",
    '"', "'", "(", ")",
})

# --- card-name block list -------------------------------------------------------------------------

BRACKET_ONLY: frozenset[str] = frozenset({
    "x", "what", "when", "where", "who", "why", "well", "said", "done", "down", "away", "never",
    "far", "ow", "duh", "sorry", "nice", "two-headed giant", "free-for-all", "grand melee",
})

# one-word card and face names that are ordinary words or rules terms (lower case, folded)
ORDINARY_NAMES: frozenset[str] = frozenset("""
abduction abolish abomination absorb abundance accelerate acquire afflict afterlife aggression
agility alive ambiguity ambush amnesia anarchist anarchy anger annex anticipate apathy apocalypse
appeal arena armed armistice arrest assassinate assault assemble assembly-worker assure attrition
audacity authority auto-key avalanche awakening away b-i-n-g-o backfire backlash balance bandage
bargain bat- battery bayou beck believe betrayal bind blackmail blaze blessing blight blizzard
blockbuster blood boil bombardment boom bound brand brawl breach breaking breakthrough bribery
browse bureaucracy burgeoning burn burnout bust call camel camouflage cancel caregiver carnage
carnival castle catalog catastrophe catch cave-in cease-fire censor censorship cessation chance
channel chaos char charge charisma chill choke claim clam-i-am cleanse cleansing clear clone
cocoon coercion collision colossus commit complicate comply compost compulsion concentrate
condemn connive conquer consider conspiracy consume contagion contamination contemplation
contempt contradict conversion conviction cooperate cooperation corrosion corrupt counterspell
cowardice crackdown crash crime crumble crusade crush cultivate cunning curate curfew curiosity
cut cyclone damn dangerous darkness dawn day dead death deception decomposition defeat deflection
dehydration delay deliberate deliver deluge demand demolish denied! deploy deprive desert
desolation despair despise destined determined devastation development diminish dirty disappear
disarm discovery dismantle dismiss disorder dispatch dispel dispersal disperse displace disrupt
dissolve distress divert do-over dominate donate done down dread dredge driven drought drowned
dub duh dusk dust earth earthquake eight-and-a-half-tails eliminate embargo ends endurance
endure enlarge entering equilibrium equinox eradicate erase erosion error eureka evacuation
evaporate excavation excess excise exclude execute exhaustion exile expansion expedite expel
exploration explore explosion extinction extinguish extortion extract fabricate failure fall fame
famine far farewell farm fascination fast fasting fatigue fear feed feedback fervor festival
fight filth find finish fire firefly flare flash flesh flicker flight fling flood flourish flower
flux fly fog foil forbid foresee foresight forest forget fork formation fortify fortitude foster
fracture framed! free-for-all fruition fry fumble furious fury gamble genesis give glaciers gloom
glory gone granted gravestorm greed grief grind grounded handcuffs harmonize harrow hatred havoc
heal heaven herd heroism hesitation hex hibernation hide hijack hinder hit hostility humble
humiliate humming- hurricane hush ice iceberg illuminate illumination illusion impulse incendiary
incite incoming! incubation index indulge inferno infiltrate inheritance injury inquisition
insight insist inspiration insult insurrection integrity intervene intervention intimidation
intuition invent island isolate jack-o'-lantern jailbreak jihad jinx jolt jump justice karma
kindle lance landfill landslide launch lead leap leave leviathan liability liberate life
lifeline lifelink loss lull lure lynx malfunction malice man-o'-war market martyrdom massacre
meditate melancholy melee meltdown melting memory mercenaries metamorphosis meteorite mimic mind
misfortune misinformation mob mobilization mobilize moderation momentum monkey- monsoon morale
mortuary mountain mourning mouth multi-headed murder musician mutiny muzzle narcissism naughty
nausea negate neutralize never nice night nightmare ninja nix nullify oasis oblivion oculus odds
omen onslaught onward opportunity opposition oppression opt oracle order outbreak overcome
overload override overrun overwhelm ow pain panic peek penance perish persist persuasion piety
piracy plains plateau plunder pox preacher predict prepare probe profit prohibit prophecy
prosperity protect providence provoke punishment pure purgatory purge purify purity pyramids
python rags rally rare-b-gone ready reality reanimate reap reason rebirth rebound rebuild rebuke
recall reclaim reclamation recoil reconnaissance reconstruction recover recycle redeem redirect
reduce reflexes refresh refuse regenerate regeneration reincarnation reinforcements reiterate
reject release remedy remembrance remove renewal renounce reparations repeal repel repentance
replicate rescue research reset respite response restore restrain resurgence resurrection
retaliate retaliation rethink retract retribution retrieve return revelation revenge reverence
revival revive rewind rhino- ribbons riches rift righteousness rise rivalry road roast robo- roots
rough rouse rout rubble ruin run rupture rust sacrifice safeguard said salvage savannah saw
scapegoat scar scarecrow scrap seek seeker seizures sentinel serenity sergeant-at-arms serpentine
serve shackles shelter shenanigans shiv shock shocker shrink sift silence silhouette simple
simplify six slaughter slay sleep smash smoke snag snap snowfall soar solidarity solitude sorry
spite splinter spring sprout squash squeeze squire stamina stampede stand starlight start statue
status steam-powered stomp strangle struggle stun su-chi subdue subtlety subversion success!
suffering supply suppress survive suspend swamp swat take tangle tariff tear temper tenacity
terminate terminus terror thirst thrash threat threaten thrive throttle thunderbolt thwart toil
torment tornado torture tracker tranquility treachery tremble tremor trial trouble truce tsunami
tumble tundra tunnel turn twitch typhoon undermine undertaker undo unearth unwind valor vanishing
vendetta vengeance venom vertigo victory vigilance vigor visions void warden warmth warning
warrant wastes watchdog wax weakness wear web well whack what when where whirlwind who why wight
wildfire willing wilt wish withdraw withstand wonder world-weary worship x
""".split())

# verbs among the one-word names of Zipf frequency 2.5-3.0 (rarer words, but verbs a question uses)
ORDINARY_NAMES = ORDINARY_NAMES | frozenset("""
aggravate allay annihilate antagonize bombard chastise confiscate confound congregate decimate
defile depose detonate devastate disallow disintegrate dissipate divest douse downsize dwindle
falter flatten haggle imprison infest invert lunge magnify meddle nourish obliterate overrule
paralyze plummet pounce quench recoup regress rejuvenate reminisce remodel repulse rescind
reshape restock resupply resuscitate revitalize scour smelt smite smother standardize startle
submerge taunt topple uproot wrangle
""".split())

# famous cards whose names are rare as plain words: a lower-case mention still means the card
TAKEN_LOWERCASE: frozenset[str] = frozenset({
    "fireball", "duress", "shatter", "ponder", "armageddon", "boomerang", "berserk", "moat",
    "stifle", "humility", "upheaval", "replenish", "doomsday", "tinker", "wasteland", "smallpox",
    "standstill", "propaganda", "aladdin", "chandler", "gerrard", "hanna", "johan", "draco", "gus",
    "chromium",
})

# multi-word card names that are ordinary phrases of rules questions ("does it deal damage")
ORDINARY_PHRASES: frozenset[str] = frozenset({
    "deal damage", "battle cry", "join forces", "start your engines", "spell counter",
    "two-headed giant", "free-for-all", "grand melee", "never happened", "break ties",
    "bring back", "brought back", "put away", "take down", "cut down", "cast out", "cast off",
    "cast down", "turn aside", "turn against", "second chance", "last chance", "first response",
    "time out", "stop that", "mind control", "double play", "more or less", "inside out",
    "break open", "bring down", "rise again", "out of time", "trial and error", "multiple choice",
    "second guess", "second thoughts", "think twice", "sudden death", "mirror match", "first pick",
    "rules lawyer", "dead weight", "game plan", "hard cover", "hot fix", "big play", "suit up",
    "scale up", "shore up", "square up", "gang up", "step through", "carry away", "wash away",
    "burn away", "force away", "spirit away", "mass production", "hold the line", "lay claim",
    "stand firm", "make a stand", "split decision", "see red", "not forgotten", "total war",
    "on alert", "high alert", "high ground", "no escape", "no way out", "keep watch", "keep safe",
    "end the festivities", "one with nothing", "the fallen",
})

# short names of legends ("Nykthos" for "Nykthos, Shrine to Nyx") that are ordinary words or
# phrases: taken only when capitalised inside a sentence (see interpret.Interpreter)
ORDINARY_SHORT_NAMES: frozenset[str] = frozenset({
    "mine", "firstcome", "foreachofyou", "iknowall", "i'mrubber", "borrowing100", "strategy",
    "dance", "tomorrow", "eleven", "tooth", "spike", "whisper", "predator", "sol", "feather",
    "prosper", "max", "innercalm", "gods'eye", "ivy", "vega", "opal-eye", "light-paws",
})

# --- vocabulary: words never taken for (misspelt) card names, never reported unknown -------------

KEYWORDS: frozenset[str] = frozenset("""
deathtouch defender double strike enchant equip first flash flying haste hexproof indestructible
intimidate landwalk lifelink protection reach shroud trample vigilance ward banding rampage
cumulative upkeep flanking phasing buyback shadow cycling echo horsemanship fading kicker
flashback madness fear morph amplify provoke storm affinity entwine modular sunburst bushido
soulshift splice offering ninjutsu epic convoke dredge transmute bloodthirst haunt replicate
forecast graft recover ripple split second suspend vanishing absorb aura swap delve fortify
frenzy gravestorm poisonous transfigure champion changeling evoke hideaway prowl reinforce
conspire persist wither retrace devour exalted unearth cascade annihilator level up rebound
totem armor infect battle cry living weapon undying miracle soulbond overload scavenge unleash
cipher evolve extort fuse bestow tribute dethrone outlast prowess dash exploit menace renown
awaken devoid ingest myriad surge skulk emerge escalate melee crew fabricate partner undaunted
improvise aftermath embalm eternalize afflict ascend assist jump-start mentor afterlife riot
spectacle escape companion mutate encore boast foretell demonstrate daybound nightbound
disturb decayed cleave training compleated reconfigure blitz casualty enlist read ahead
ravenous squad space sculpting visit prototype living metalcraft toxic backup bargain craft
disguise offspring gift impending saddle freerunning spree plot exhaust max speed start your
engines harmonize mobilize station warp sneak firebending job select tiered infinity paradigm
scry mill fight explore investigate proliferate populate surveil adapt amass learn venture
connive discover collect evidence suspect forage manifest cloak transform convert meld flip
regenerate sacrifice exile destroy counter tap untap attach detach activate cast play draw
discard reveal shuffle search create double triple
""".split())

RULES_WORDS: frozenset[str] = frozenset("""
mana ability abilities spell spells creature creatures artifact artifacts enchantment
enchantments land lands planeswalker planeswalkers instant instants sorcery sorceries battle
battles tribal kindred legendary basic snow world token tokens copy copies card cards permanent
permanents player players opponent opponents controller owner graveyard library hand exile
battlefield stack command zone zones commander commanders emblem emblems counter counters
turn turns phase step steps combat upkeep draw main end cleanup beginning declare attackers
blockers attacker blocker damage life loyalty toughness power colorless white blue black red
green color colors colour colours multicolored monocolored hybrid phyrexian generic snow
target targets targeting targeted targetable trigger triggers triggered triggering activated
static replacement prevention effect effects cost costs additional alternative kicker x regeneration
summoning sickness sick haste tapped untapped enters entered leaves dies died sacrificed
destroyed exiled returned flicker flickered blink blinked reanimate reanimated reanimation
redirect redirected redirects retarget change changes changed rule rules cr glossary ruling
rulings oracle text errata comprehensive judge mtg magic edh cedh modern legacy vintage
standard pioneer pauper draft limited sealed commander brawl arena mtgo historic alchemy
explorer timeless multiplayer two-headed giant planechase archenemy vanguard conspiracy
wizards rc tournament mulligan sideboard deck decks etb etbs ltb cmc mv dfc mdfc tdfc
equipment vehicle vehicles aura auras saga sagas class room rooms case shrine treasure food
clue blood gold powerstone map incubator role junk attraction contraption sticker dungeon
initiative monarch energy experience poison ring tempted day night legend legends
online mtga fnm gp pptq rcq prerelease
single double triple twice
elf elves goblin goblins zombie zombies human humans wizard wizards soldier soldiers dragon
dragons angel angels demon demons beast beasts spirit spirits sliver slivers merfolk vampire
vampires
yes no maybe ok okay thanks thank please hi hello hey question answer help
""".split())

PRONOUNS: frozenset[str] = frozenset({"i", "me", "my", "mine", "you", "your", "yours", "it", "its",
                                      "he", "she", "him", "her", "they", "them", "their", "we",
                                      "us", "our"})

# --- reading every word ----------------------------------------------------------------------------
# A word of a question is read as part of a card name, the proposition asked, a scenario fact, or
# filler; anything else is "unread", and an answer with unread words gives no verdict.

# Function words that carry no game fact on their own. Words that can change an answer are NOT
# here ("not", "only", "without", "still", "again", "or", "each", "all", "first", "before" ...): a
# pattern must read them, or they are unread.
FILLER: frozenset[str] = frozenset("""
a an the i me my mine you your yours it its it's he she him his her they them their we us our
this that these those there here one ones
if while and so then well ok okay hi hey hello please pls thanks judge judges quick question
wondering wonder curious know tell ask asking
is are am was were be been being does do did can could may might will would ca wo
has have had get gets got 've
of to in on at for with from by into onto up as about
""".split())
# Words that make a question negative; a proposition read with one of them is the negated
# statement ("can A not redirect B"); one fronting the question ("can't A ...?") is ambiguous.
NEGATIONS: frozenset[str] = frozenset({"not", "n't", "never", "cannot", "cant"})
# Question openers that mark a clause as a question even without "?"
QUESTION_OPENERS: frozenset[str] = frozenset("""
can could does do did is are was were will would may might must should shall ca wo what which how
who when why whats what's
""".split())
# Modal words whose meaning differs from "can": a proposition pattern must read them
MODAL_WORDS: frozenset[str] = frozenset({"must", "should", "shall", "need", "needs", "have", "has",
                                        "had", "forced", "required", "obligated"})

# Words a proposition of one kind reads wherever they stand in its sentence ("does A trigger WHEN B
# is tapped for MANA"); what the kind's check decides is about exactly these.
# Ways of asking "can": read by the propositions that ask whether something can be done
_CAN_WORDS = frozenset({"possible", "legal", "allowed", "able", "let", "lets", "use", "using", "used",
                        "valid", "okay", "ok"})
INTENT_VOCAB: dict[str, frozenset[str]] = {
    "trigger.doubled": frozenset({"ability", "abilities", "trigger", "triggers", "triggered", "its", "'s", "the",
                                  "an", "additional", "time", "times"}),
    "ward.triggers": frozenset({"the", "ward", "cost", "costs", "and", "a", "an", "it", "its", "my", "your", "own",
                                "creature", "creatures", "permanent", "permanents", "spell", "spells", "an"}),
    "copy.costs": frozenset({"a", "an", "the", "card", "cards", "creature", "life", "cost", "costs", "mana", "again",
                             "for", "it", "its", "additional", "original", "too", "also", "copy"}),
    "counter.refund": frozenset({"mana", "my", "the", "a", "cost", "costs", "card", "cards", "creature", "creatures",
                                 "life", "sacrificed", "discarded", "exiled", "paid", "spent", "it", "that", "i",
                                 "for", "to", "cast", "any", "of", "them", "back", "spell", "spells", "ability"}),
    "sba.permanent": frozenset({"to", "the", "graveyard", "battlefield", "on", "out", "each", "other", "when", "if",
                                "it", "they", "is", "play", "in", "die", "dies"}),
    "regen.saves": frozenset({"a", "an", "the", "creature", "my", "it", "shield", "response", "to", "in", "of",
                              "still", "from"}),
    "keyword.damage": frozenset({"with", "in", "on", "to", "for", "during", "when", "if", "a", "an", "the", "my", "your",
                                 "its", "it", "creature", "creatures", "damage", "dealt", "deals", "deal", "dealing",
                                 "by", "from", "of", "still", "also", "against", "combat", "each", "other", "up"}),
    "cost.options": frozenset({"when", "if", "it", "its", "onto", "into", "the", "battlefield", "play", "cost",
                               "costs", "pay", "paying", "mana", "still", "for", "with", "x", "spell", "card", "a",
                               "creature", "creatures", "life", "additional", "even", "though", "free", "i'm",
                               "am", "cards", "'m"}),
    "mana.tapped_trigger": frozenset({"when", "whenever", "mana", "tapped", "tap", "taps", "tapping", "give", "gives",
                                      "get"}),
    "sba.dies": frozenset({"until", "end", "of", "turn", "this"}),
    "cost.payable": frozenset({"life", "left", "only", "total", "'m", "am", "my", "pay", "paying", "for", "its",
                               "cost", "costs", "phyrexian", "mana"}),
    "targeting.forced": frozenset({"a", "an", "creature", "creatures", "in", "play", "on", "the", "battlefield", "there",
                                   "are", "is", "it", "'s", "its", "ability", "trigger", "triggered", "when", "whenever",
                                   "if", "dies", "enters", "etb", "for", "with", "ones", "one", "any", "legal"}),
    "targeting.none": frozenset({"creatures", "creature", "permanents", "players", "targets", "legal", "are", "no",
                                 "nothing", "there", "any"}),
    "duration.lasts": frozenset({"turn", "next", "opponent", "opponent's", "following", "their", "my", "'s"}),
    "targeting.player": frozenset({"legal", "target", "a", "for"}),
    "player.harmed": frozenset({"still", "in", "any", "way"}),
    "targeting.object": _CAN_WORDS | {"legal", "target", "a", "for"},
    "cast.timing": frozenset({"during", "on", "in", "at", "turn", "step", "the", "'s", "my", "opponent", "opponents",
                              "combat", "upkeep", "end", "of", "draw", "instant", "speed", "phase", "main"}),
    "counters.doubled": frozenset({"the", "battlefield", "play", "into", "onto", "extra", "more", "an", "a", "+1/+1",
                                   "ability", "it", "its", "x", "number", "of", "-1/-1", "loyalty", "counter",
                                   "counters", "when", "as", "starting"}),
    "copy.gets": frozenset({"does", "it", "have", "has", "is", "the", "copy", "copies", "get", "gets", "keep", "keeps",
                            "also", "too", "still", "enter", "enters", "with", "a", "an", "its", "of", "on", "from",
                            "be", "will", "would", "that", "this", "as", "well", "+1/+1", "-1/-1", "'s", "any", "my",
                            "their", "his", "her", "them", "they", "clone", "copied", ",", "and"}),
    "activation.twice": frozenset({"in", "a", "one", "the", "same", "turn", "each", "per", "this", "single"}),
    "cast.timing_kind": frozenset({"during", "on", "in", "at", "turn", "step", "the", "'s", "my", "opponent",
                                   "opponents", "combat", "upkeep", "end", "of", "draw", "instant", "speed", "phase",
                                   "main", "spell", "spells", "card", "cards"}),
    "sba.legend": frozenset({"same", "time", "once", "at", "battlefield", "board", "copies", "copy", "of", "when",
                             "cast", "play", "if", "legend", "rule", "graveyard"}),
    "trigger.fires": frozenset({"when", "whenever", "if", "trigger", "triggers", "ability", "battlefield", "play",
                                "the", "into", "onto", "card", "cards", "life", "a"}),
    "trigger.order": frozenset({"at", "the", "same", "time", "simultaneously", "both", "trigger", "triggers",
                                "triggered", "and", "if", "when", "on", "during", "it", "'s", "is", "abilities",
                                "ability", "their", "first", "stack", "my", "turn"}),
    "trigger.times": frozenset({"at", "the", "same", "time", "once", "simultaneously", "how", "many", "times",
                                "ability", "its", "'s", "trigger", "triggers", "together", "all"}),
    "trigger.object": frozenset({"when", "whenever", "if", "trigger", "triggers", "ability", "battlefield", "play",
                                "the", "into", "onto"}),
    "x.enters": frozenset({"when", "what", "whats", "what's", "x", "ability", "enters", "enter",
                           "entering", "battlefield", "cast", "it"}),
    "attack.forced": frozenset({"targets", "targeted", "targeting"}),
    "land.plays": frozenset({"lands", "land", "turn", "play"}),
    "land.timing": frozenset({"land", "play", "playing", "still"}),
    # where it would come back from or go to: 111.8 answers every zone alike
    "token.returns": frozenset({"from", "to", "onto", "into", "the", "battlefield", "graveyard", "exile", "hand", "play",
                                "my", "your", "its", "their", "owner", "owner's", "'s", "under", "control"}),
    "targets.change": _CAN_WORDS,
    "dies.returns": frozenset({"has", "had", "have", "with", "a", "an", "one", "on", "it", "and", "counter", "counters",
                               "dies", "die", "destroyed", "sacrificed", "if", "when", "already", "still", "is", "was"}),
    "cost.modified": frozenset({"to", "cast", "mana", "of", "because", "play"}),
    "cost.total": frozenset({"to", "cast", "mana", "of", "in", "play", "total", "battlefield", "the", "on"}),
    "deck.identity": _CAN_WORDS | {"commander", "deck", "edh", "cedh", "brawl", "my", "if", "when", "since", "is", "'s",
                                   "a", "an", "mono", "-", "color", "colour", "colors", "colours", "identity", "game", "format"},
    "effect.object": frozenset({"too", "also", "as", "well", "even"}),
    # where the card is and when the effect picks it ("the Fire // Ice in their hand", "when it resolves")
    "card.selectable": _CAN_WORDS | {"when", "it", "resolves", "resolve", "resolving", "so", "in", "hand", "library",
                                     "graveyard", "their", "his", "her", "my", "from", "enters", "enter", "battlefield",
                                     "order"},
    "cost.ability_modified": frozenset({"to", "activate", "activation", "mana", "of", "because", "its", "cost", "costs"}),
    "mana_value.is": frozenset({"mana", "value", "converted", "cost", "cmc", "mv", "what", "whats", "what's",
                                "which", "is", "'s", "be", "its", "of", "the", "a", "have", "has", "does", "do",
                                "would", "will", "still", "then", "now", "count", "counts", "considered", "as"}),
    "type.is": frozenset({"card", "still", "also", "now", "considered", "a", "an", "it", "is", "are", "become", "becomes",
                          "count", "as"}),
    "pt.is": frozenset({"power", "toughness", "and", "p/t", "pt", "size", "stats", "what", "whats", "what's", "is",
                        "are", "'s", "'re", "the", "of", "its", "be", "a", "now", "still", "then", "on", "it", "with",
                        "counter", "counters", "how", "big"}),
    "damage.prevented": frozenset({"damage", "combat", "noncombat", "this", "turn", "to", "me", "myself", "still",
                                   "any", "prevented", "prevent", "if", "when"}),
    "damage.amount": frozenset({"damage", "dmg", "to", "me", "myself", "how", "much", "in", "play", "total", "now",
                                "then", "if", "when", "with", "while"}),
    "targeting.legal": _CAN_WORDS,
    "mana.production": _CAN_WORDS | {"much", "many", "kind", "kinds", "type", "types", "amount", "tap", "taps",
                                     "tapped", "tapping"},
    "sickness.use": _CAN_WORDS | frozenset(WORDS["TURNCUE"]) | {"right", "when", "affect", "affects",
                                                                 "affected", "play", "battlefield", "back"},
    "sickness.object": _CAN_WORDS | frozenset(WORDS["TURNCUE"]) | {"right", "when", "battlefield", "for", "mana",
                                                                    "still", "vehicle", "vehicles"},
}
# A word naming one of a card's abilities right after the card ("Llanowar Elves's ability") is
# part of that card's mention.
ABILITY_NOUNS: frozenset[str] = frozenset({"ability", "abilities", "trigger", "triggered", "etb",
                                           "activated", "spell"})

# How a permanent got onto the battlefield, by the keyword that brought it: (verb, past tense).
# All but unearth are ways to cast it (702.109a dash, 702.152a blitz, 702.74a evoke, 702.33a kicker,
# 702.34a flashback, 702.138a escape, 702.143a foretell); unearth returns it (702.84a).
ARRIVALS: dict[str, tuple[str, str]] = {
    "dash": ("dash", "dashed"), "blitz": ("blitz", "blitzed"), "evoke": ("evoke", "evoked"),
    "kicker": ("kick", "kicked"), "flashback": ("flashback", "flashbacked"), "escape": ("escape", "escaped"),
    "foretell": ("foretell", "foretold"), "unearth": ("unearth", "unearthed")}
WORDS["ACTIVATION_KIND"] = ("equip", "equipping", "cycle", "cycling", "crew", "crewing") + WORDS["TYPECYCLING"]
WORDS["ARRIVED"] = tuple(past for _, past in ARRIVALS.values())

# Scenario facts: (fact, value, patterns) in the intent-pattern notation, matched within one
# sentence; the fact is about every CARD of a match ("I have both A and B in play").
SCENARIO_RULES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("controller", "opponent", ("my? @OPP 's CARD", "while? @DET? @OPP control|controls|controlled a|an? CARD",
                                "my? @OPP control|controls|controlled|has|had both? @DET? CARD and @DET? CARD",
                                "CARD @OPP control|controls|controlled",
                                "CARD that|which @OPP control|controls|controlled",
                                "@OPP has|had|have @DET? CARD", "their|his|her CARD",
                                "CARD that|which they|he|she control|controls|controlled",
                                "CARD they|he|she control|controls|controlled",
                                "while|if|when|since|and they|he|she control|controls|controlled|has|have @DET? CARD")),
    # 110.2: who casts a spell controls it, and the permanent it becomes; who attacks controls the attacker;
    # 602.2: only a permanent's controller activates its abilities (unless its text says otherwise)
    ("controller", "opponent", ("CARD * under @DET? @OPP 's? control", "my? @OPP casts|cast|played|plays @DET? CARD",
                                # "they" is the opponent spoken of, as in "their A"
                                "they|he|she casts|cast|played|plays @DET? CARD",
                                "my? @OPP activates|activated @DET? CARD",
                                # 702.6a: equip is activated by the Equipment's controller
                                "my? @OPP equips|equipped|attaches|attached @DET? CARD",
                                "my? @OPP attacks|attack|attacked * with @DET? CARD",
                                # 509.1a: the defending player blocks with creatures they control
                                "my? @OPP blocks|block|blocked * with @DET? CARD")),
    ("controller", "opponent", ("CARD+ is|was controlled by my? @OPP",)),
    ("controller", "you", ("CARD+ is|was controlled by me", "CARD * under my|your control", "i cast|play|played|summoned @DET? CARD",
                           "i control|controlled|have|had @DET? CARD and cast|casts|play|played @DET? CARD",
                           "i activate|activated @DET? CARD", "i equip|equipped @DET? CARD to|onto|on",
                           "i attack|attacked * with @DET? CARD",
                           "i block|blocked * with @DET? CARD")),
    # 301.5, 303.4: what is attached to it ("Grizzly Bears equipped with Lightning Greaves")
    # (the participles only: "can I equip A to B" asks whether it can be attached)
    ("equipped", "yes", ("CARD+ * is|was|'s|gets|got equipped with|by @DET? CARD", "CARD+ equipped with @DET? CARD",
                         "equips|equipped|attaches|attached @DET? CARD to|onto|on @DET? @OPP? 's? CARD+",
                         "with @DET? CARD attached|equipped to|on @DET? @DET? 's? CARD+")),
    ("enchanted", "yes", ("CARD+ * is|was|'s|gets|got enchanted with|by @DET? CARD", "CARD+ enchanted with|by @DET? CARD",
                          "i|@OPP control|controls|have|has @DET? CARD on @DET? @OPP? 's? CARD+",
                          "i|@OPP control|controls|have|has @DET? CARD attached to @DET? @OPP? 's? CARD+")),
    # damage or a P/T change told before the question ("Grizzly Bears is dealt 2 damage. Does it die?")
    ("damaged", "yes", ("CARD+ is|was|gets|got|'s dealt NUM damage", "CARD+ takes|took NUM damage",
                        "CARD deals|dealt NUM damage to @DET? @DET? 's? CARD+", "CARD+ gets|got PT")),
    # 506.4, 701.26: tapped or untapped, told ("my tapped Grizzly Bears", "Grizzly Bears is tapped")
    ("tapped", "yes", ("while|when|if|though|although|even? CARD+ is|was|'s|gets|got|becomes|became tapped",)),
    ("untapped", "yes", ("while|when|if|though|although|even? CARD+ is|was|'s untapped",)),
    ("dealt_damage", "yes", ("CARD+ deals|dealt NUM damage to @DET? @DET? 's? CARD",)),
    ("attacking", "yes", ("my? @OPP|i|they|he|she attack|attacks|attacked * with @DET? CARD+ and @DET? CARD+",
                          "CARD+ and @DET? @DET? 's? CARD+ attack|attacked|are attacking|were attacking",
                          "my? @OPP|i|they|he|she attack|attacks|attacked * with @DET? CARD", "CARD is|was attacking",
                          # the player attacked told ("I attack my opponent with A", "I'm attacking them with A")
                          "my? @OPP|i|they|he|she attack|attacks|attacked my? @OPP|them|him|her|me with @DET? CARD",
                          "i|we 'm|am|are|'re attacking my? @OPP|them|him|her with @DET? CARD",
                          "my? @OPP|they|he|she is|are|'s|'re attacking me|us with @DET? CARD",
                          "i|we 'm|am|are|'re attacking with @DET? CARD",
                          "CARD attacks|attacked", "CARD+ is|was|gets|got blocked by @DET? @DET? 's? CARD",
                          "CARD+ attacks|attacked and is|was|gets|got blocked by @DET? @DET? 's? CARD",
                          "blocks|blocked|blocking @DET? @DET? 's? attacking CARD+",
                          # 509.1a: what a creature blocks is attacking
                          "CARD blocks|blocked @DET? @DET? 's? attacking? CARD+",
                          "CARD and @DET? @DET? 's? CARD block|blocked|double-block|double-blocked @DET? @DET? 's? "
                          "attacking? CARD+")),
    # 601.2h: sacrificed to pay a cost of a spell or ability ("I cast A, sacrificing B for the additional cost")
    ("sacrificed_cost", "yes", ("sacrificing|sacrifice|sacrifices|sacrificed @DET? CARD+ for|as|to @DET? additional? "
                                "cost|costs", "sacrificing|sacrifice|sacrifices|sacrificed @DET? CARD+ to cast|activate "
                                "@DET? CARD", "sacrificing|sacrifice|sacrifices|sacrificed @DET? CARD+ to pay for? "
                                "@DET? CARD 's? additional? cost|costs?",
                                # "I cast A by sacrificing B": the sacrifice pays for casting A
                                "cast|casting|casts @DET? CARD by|,? sacrificing @DET? @DET? 's? CARD+")),
    # 509.1h: an attacking creature no creature blocks is unblocked
    ("unblocked", "yes", ("CARD+ is|was|goes|went|gets|got|remains|stays unblocked", "CARD+ is|was not blocked",
                          "CARD+ is|was n't blocked", "CARD+ does|did not|n't get blocked", "CARD+ isn't|wasn't blocked",
                          "my? @OPP|they|he|she does|did n't|not block CARD+", "nobody blocks|blocked CARD+",
                          "attack|attacks|attacked with @DET? CARD+ unblocked", "with @DET? unblocked CARD+",
                          "attack|attacks|attacked my? @OPP|them|him|her unblocked with @DET? CARD+",
                          "an|my|the unblocked CARD+", "CARD+ attacks|attacked and is|was n't|not blocked",
                          "CARD+ attacks|attacked and does|did n't|not get blocked",
                          "CARD+ attacks|attacked and is|was|goes|went|remains|stays unblocked",
                          "CARD+ attacks|attacked unblocked")),
    ("blocking", "yes", ("CARD+ blocks|blocked", "CARD+ blocks|blocked @DET? @DET? 's? attacking? CARD",
                         "my? @OPP|i|they|he|she block|blocks|blocked * with @DET? CARD+",
                         "CARD is|was|gets|got blocked by @DET? @DET? 's? CARD+", "CARD+ is|was blocking",
                         "CARD attacks|attacked and is|was|gets|got blocked by @DET? @DET? 's? CARD+",
                         # two blockers (509.1a): "blocks with A and B", "blocked by A and B", "A and B block C"
                         "my? @OPP|i|they|he|she block|blocks|blocked * with @DET? CARD+ and @DET? CARD+",
                         "CARD is|was|gets|got blocked by @DET? @DET? 's? CARD+ and @DET? @DET? 's? CARD+",
                         "CARD attacks|attacked and is|was|gets|got blocked by @DET? @DET? 's? CARD+ and @DET? @DET? "
                         "'s? CARD+",
                         "CARD+ and @DET? @DET? 's? CARD+ block|blocked|double-block|double-blocked")),
    # "can I play two lands with A", "with A, can I play two lands": A is the asker's (cast, or in play); "I
    # control two A"
    ("controller", "you", ("i play * land|lands * with|using @DET? @LANDNUM? CARD+",
                           "i play * land|lands * with|using @DET? CARD+ and @DET? CARD+",
                           "with|using @DET? @LANDNUM? CARD+ * can|could|may i play * land|lands",
                           "with|using @DET? CARD+ and @DET? CARD+ * can|could|may i play * land|lands",
                           "how many lands|land can|could|may i play * with|using @DET? @LANDNUM? CARD+",
                           "how many lands|land can|could|may i play * with|using @DET? CARD+ and @DET? CARD+",
                           "with|using @DET? @LANDNUM? CARD+ ,? how many lands|land can|could|may i play",
                           "i control|controlled|have|had @LANDNUM CARD+")),
    ("controller", "you", ("my|own CARD", "while? i control|controlled a|an? CARD", "CARD i control|controlled",
                           "CARD that|which i control|controlled", "i have|had a|an? CARD",
                           "i have|had|control|controlled both? @DET? CARD and @DET? CARD")),
    ("zone", "battlefield", ("CARD is|are|was out|here", "CARD in play", "CARD on the battlefield|board",
                             # 110.2: a player controls permanents ("My opponent controls Grizzly Bears")
                             "my? @OPP control|controls a|an? CARD", "i control a|an? CARD", "CARD is|was controlled by",
                             "with CARD out|here",
                             "have|has|had CARD out|here", "CARD is|are|was in play", "CARD is|are on the battlefield",
                             "both? @DET? CARD and @DET? CARD in play|out", "both? @DET? CARD and @DET? CARD on the battlefield|board",
                             "both? @DET? CARD and @DET? CARD are|were in play|out")),
    *(("arrived", keyword, (f"CARD * for|with|using its? {keyword} cost|ability?", f"{verb}|{past} CARD",
                            f"CARD is|was|got|gets {past}", f"cast CARD with|using|for {keyword}"))
      for keyword, (verb, past) in ARRIVALS.items()),
    ("entered", "this_turn", ("CARD * entered|came|comes|enters|arrived * this turn",
                              "CARD entered|came|comes|enters the battlefield|play this turn",
                              "CARD entered|came|comes|enters into|onto the? battlefield|play this turn",
                              "just cast|played|summoned CARD", "CARD * just entered|came|arrived", "CARD * just entered|came|arrived into|onto? the? battlefield|play",
                              "cast|played CARD * this turn",
                              "CARD ,? which|that entered|came|comes|enters|arrived the battlefield|play this turn",
                              "CARD ,? which|that entered|came|comes|enters into|onto the? battlefield|play this turn",
                              "CARD entered|came|comes|enters the battlefield|play under my|your control this turn",
                              "CARD entered|came|comes|enters the battlefield|play under my? @OPP 's control this turn")),
    # "I gain control of A", "I stole my opponent's A": now I control it (stated both ways: unknown)
    ("controller", "you", ("i gain|gained|take|took control of @DET? @DET? 's? CARD+", "i steal|stole @DET? @DET? 's? CARD+")),
    # 400.7: a permanent put onto the battlefield, flickered or returned is a new object that came under its
    # controller's control now (302.6); each told alone, "... this turn", or "... with A this turn"
    ("put_in", "this_turn", tuple(f"{told}{after}" for told in (
        "put|puts @DET? CARD+ onto|into the? battlefield|play", "CARD+ is|was|gets|got put onto|into the? battlefield|play",
        "flicker|flickers|flickered|blink|blinks|blinked @DET? CARD+", "CARD+ is|was|gets|got flickered|blinked",
        "return|returns|returned @DET? CARD+ to|onto the battlefield|play",
        "CARD+ returns|returned|is|was|gets|got returned? to|onto the battlefield|play",
        # 302.6: gaining control of it is coming under a new controller's control
        "gain|gains|gained|take|takes|took control of @DET? @DET? 's? CARD+", "steal|steals|stole @DET? @DET? 's? CARD+",
        "CARD+ came|comes|come under my|your control")
        for after in ("", " * this turn", " with|by|using @DET? CARD * this turn"))),
)
