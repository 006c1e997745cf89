"""Keyword abilities (CR 702) and the keyword actions that target (CR 701), as data.

Each `Keyword` says how the keyword is written on a card (its parameter shape), what kind of
ability its CR definition makes it (static / triggered / activated / spell), the cost its
definition adds when it is activated, the targets its definition gives it (702.6a equip:
"target creature you control"), and a few flags checks need (evasion, mana-related,
functions from hand / graveyard ...).

Parameter shapes (`param`):
  none         "Flying"
  cost         "Equip {2}", "Ward—Pay 3 life.", "Kicker {1}{G} and/or {2}"
  number       "Crew 3", "Toxic 2", "Modular X" (optional_number: "Vanishing" alone is allowed too)
  number_cost  "Suspend 4—{1}{R}", "Reinforce 1—{1}{W}", "Awaken 3—{5}{W}{W}"
  quality      "Protection from red", "Enchant creature", "Affinity for artifacts", "Champion a Goblin"
  quality_cost "Splice onto Arcane {1}{U}", "Equip legendary creature {3}", "Craft with artifact {3}{W}"
  prefix       "Swampwalk" / "Plainscycling {2}" / "Goblin offering": the quality comes first
  dash_text    "Companion — Your starting deck ..." (free text after an em dash)

Nothing here imports from the rest of the package.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class KeywordTarget:
    """A target a keyword's CR definition gives (115.1): 'min'..'max' objects of `types`."""

    types: tuple[str, ...]
    phrase: str                   # the wording of the definition ("target creature you control")
    restriction: str | None = None
    min: int = 1
    max: int | str | None = 1     # "N" means the keyword's number


@dataclass(frozen=True)
class Keyword:
    name: str                     # as printed at the start of a line, capitalised ("First strike")
    rule: str                     # CR rule defining it ("702.6a")
    nature: str                   # "static", "triggered", "activated", "spell", "characteristic"
    param: str = "none"
    cost: tuple[str, ...] = ()    # cost parts the definition adds; "{cost}" stands for the parameter
    targets: tuple[KeywordTarget, ...] = ()
    evasion: bool = False
    mana_related: bool = False    # changes how mana is paid / produced (convoke, delve, improvise ...)
    zone: str = "battlefield"     # where it functions: battlefield, hand, graveyard, stack, exile, command
    alternative_cost: bool = False
    additional_cost: bool = False


_CREATURE = ("creature",)
_YOURS = "you control"


def _t(types: tuple[str, ...], phrase: str, restriction: str | None = None,
       lo: int = 1, hi: int | str | None = 1) -> tuple[KeywordTarget, ...]:
    return (KeywordTarget(types, phrase, restriction, lo, hi),)


KEYWORDS: tuple[Keyword, ...] = (
    # --- evergreen and static ------------------------------------------------------------------
    Keyword("Deathtouch", "702.2a", "static"),
    Keyword("Defender", "702.3a", "static"),
    Keyword("Double strike", "702.4a", "static"),
    Keyword("Enchant", "702.5a", "static", "quality"),   # targets come from the quality (303.4a)
    Keyword("Equip", "702.6a", "activated", "cost", ("{cost}",),
            _t(_CREATURE, "target creature you control", _YOURS)),
    Keyword("First strike", "702.7a", "static"),
    Keyword("Flash", "702.8a", "static", zone="hand"),
    Keyword("Flying", "702.9a", "static", evasion=True),
    Keyword("Haste", "702.10a", "static"),
    Keyword("Hexproof", "702.11a", "static"),             # also "Hexproof from [quality]" (702.11d)
    Keyword("Indestructible", "702.12a", "static"),
    Keyword("Intimidate", "702.13a", "static", evasion=True),
    Keyword("Landwalk", "702.14a", "static", "prefix", evasion=True),
    Keyword("Lifelink", "702.15a", "static"),
    Keyword("Protection", "702.16a", "static", "quality"),
    Keyword("Reach", "702.17a", "static"),
    Keyword("Shroud", "702.18a", "static"),
    Keyword("Trample", "702.19a", "static"),
    Keyword("Trample over planeswalkers", "702.19c", "static"),
    Keyword("Vigilance", "702.20a", "static"),
    Keyword("Ward", "702.21a", "triggered", "cost"),
    Keyword("Banding", "702.22a", "static"),
    Keyword("Bands with other", "702.22c", "static", "quality"),
    Keyword("Rampage", "702.23a", "triggered", "number"),
    Keyword("Cumulative upkeep", "702.24a", "triggered", "cost"),
    Keyword("Flanking", "702.25a", "triggered"),
    Keyword("Phasing", "702.26a", "static"),
    Keyword("Buyback", "702.27a", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Shadow", "702.28a", "static", evasion=True),
    Keyword("Cycling", "702.29a", "activated", "cost", ("{cost}", "Discard this card"), zone="hand"),
    Keyword("Typecycling", "702.29e", "activated", "prefix", ("{cost}", "Discard this card"), zone="hand"),
    Keyword("Echo", "702.30a", "triggered", "cost"),
    Keyword("Horsemanship", "702.31a", "static", evasion=True),
    Keyword("Fading", "702.32a", "triggered", "number"),
    Keyword("Kicker", "702.33a", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Multikicker", "702.33c", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Flashback", "702.34a", "static", "cost", zone="graveyard", alternative_cost=True),
    Keyword("Madness", "702.35a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Fear", "702.36a", "static", evasion=True),
    Keyword("Morph", "702.37a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Megamorph", "702.37b", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Amplify", "702.38a", "static", "number"),
    Keyword("Provoke", "702.39a", "triggered",
            targets=_t(_CREATURE, "target creature defending player controls", "defending player controls")),
    Keyword("Storm", "702.40a", "triggered", zone="stack"),
    Keyword("Affinity", "702.41a", "static", "quality", zone="stack", mana_related=True),
    Keyword("Entwine", "702.42a", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Modular", "702.43a", "triggered", "number",
            targets=_t(("creature", "artifact"), "target artifact creature", "artifact creature")),
    Keyword("Sunburst", "702.44a", "static", mana_related=True),
    Keyword("Bushido", "702.45a", "triggered", "number"),
    Keyword("Soulshift", "702.46a", "triggered", "number",
            targets=_t(("card in graveyard",), "target Spirit card with mana value N or less from your graveyard",
                       "Spirit card with mana value N or less in your graveyard")),
    Keyword("Splice", "702.47a", "static", "quality_cost", zone="hand", additional_cost=True),
    Keyword("Offering", "702.48a", "static", "prefix", zone="stack", alternative_cost=True),
    Keyword("Ninjutsu", "702.49a", "activated", "cost",
            ("{cost}", "Reveal this card from your hand",
             "Return an unblocked attacking creature you control to its owner's hand"), zone="hand"),
    Keyword("Commander ninjutsu", "702.49d", "activated", "cost",
            ("{cost}", "Reveal this card from your hand or the command zone",
             "Return an unblocked attacking creature you control to its owner's hand"), zone="hand"),
    Keyword("Epic", "702.50a", "spell", zone="stack"),
    Keyword("Convoke", "702.51a", "static", zone="stack", mana_related=True),
    Keyword("Dredge", "702.52a", "static", "number", zone="graveyard"),
    Keyword("Transmute", "702.53a", "activated", "cost", ("{cost}", "Discard this card"), zone="hand"),
    Keyword("Bloodthirst", "702.54a", "static", "number"),
    Keyword("Haunt", "702.55a", "triggered", targets=_t(_CREATURE, "haunting target creature")),
    Keyword("Replicate", "702.56a", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Forecast", "702.57a", "activated", "none", zone="hand"),
    Keyword("Graft", "702.58a", "triggered", "number"),
    Keyword("Recover", "702.59a", "triggered", "cost", zone="graveyard"),
    Keyword("Ripple", "702.60a", "triggered", "number", zone="stack"),
    Keyword("Split second", "702.61a", "static", zone="stack"),
    Keyword("Suspend", "702.62a", "static", "number_cost", zone="hand"),
    Keyword("Vanishing", "702.63a", "triggered", "optional_number"),
    Keyword("Absorb", "702.64a", "static", "number"),
    Keyword("Aura swap", "702.65a", "activated", "cost", ("{cost}",)),
    Keyword("Delve", "702.66a", "static", zone="stack", mana_related=True),
    Keyword("Fortify", "702.67a", "activated", "cost", ("{cost}",),
            _t(("land",), "target land you control", _YOURS)),
    Keyword("Frenzy", "702.68a", "triggered", "number"),
    Keyword("Gravestorm", "702.69a", "triggered", zone="stack"),
    Keyword("Poisonous", "702.70a", "triggered", "number"),
    Keyword("Transfigure", "702.71a", "activated", "cost", ("{cost}", "Sacrifice this permanent")),
    Keyword("Champion", "702.72a", "triggered", "quality"),
    Keyword("Changeling", "702.73a", "characteristic"),
    Keyword("Evoke", "702.74a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Hideaway", "702.75a", "triggered", "optional_number"),
    Keyword("Prowl", "702.76a", "static", "cost", zone="stack", alternative_cost=True),
    Keyword("Reinforce", "702.77a", "activated", "number_cost", ("{cost}", "Discard this card"),
            _t(_CREATURE, "target creature"), zone="hand"),
    Keyword("Conspire", "702.78a", "static", zone="stack", additional_cost=True),
    Keyword("Persist", "702.79a", "triggered"),
    Keyword("Wither", "702.80a", "static"),
    Keyword("Retrace", "702.81a", "static", zone="graveyard"),
    Keyword("Devour", "702.82a", "static", "quality_number"),
    Keyword("Exalted", "702.83a", "triggered"),
    Keyword("Unearth", "702.84a", "activated", "cost", ("{cost}",), zone="graveyard"),
    Keyword("Cascade", "702.85a", "triggered", zone="stack"),
    Keyword("Annihilator", "702.86a", "triggered", "number"),
    Keyword("Level up", "702.87a", "activated", "cost", ("{cost}",)),
    Keyword("Rebound", "702.88a", "static", zone="stack"),
    Keyword("Umbra armor", "702.89a", "static"),
    Keyword("Totem armor", "702.89a", "static"),
    Keyword("Infect", "702.90a", "static"),
    Keyword("Battle cry", "702.91a", "triggered"),
    Keyword("Living weapon", "702.92a", "triggered"),
    Keyword("Undying", "702.93a", "triggered"),
    Keyword("Miracle", "702.94a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Soulbond", "702.95a", "triggered"),
    Keyword("Overload", "702.96a", "static", "cost", zone="stack", alternative_cost=True),
    Keyword("Scavenge", "702.97a", "activated", "cost", ("{cost}", "Exile this card from your graveyard"),
            _t(_CREATURE, "target creature"), zone="graveyard"),
    Keyword("Unleash", "702.98a", "static"),
    Keyword("Cipher", "702.99a", "spell", zone="stack"),
    Keyword("Evolve", "702.100a", "triggered"),
    Keyword("Extort", "702.101a", "triggered"),
    Keyword("Fuse", "702.102a", "static", zone="hand"),
    Keyword("Bestow", "702.103a", "static", "cost", zone="hand", alternative_cost=True,
            targets=_t(_CREATURE, "target creature (cast bestowed, an Aura spell with enchant creature)")),
    Keyword("Tribute", "702.104a", "static", "number"),
    Keyword("Dethrone", "702.105a", "triggered"),
    Keyword("Hidden agenda", "702.106a", "static", zone="command"),
    Keyword("Double agenda", "702.106d", "static", zone="command"),
    Keyword("Outlast", "702.107a", "activated", "cost", ("{cost}", "{T}")),
    Keyword("Prowess", "702.108a", "triggered"),
    Keyword("Dash", "702.109a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Exploit", "702.110a", "triggered"),
    Keyword("Menace", "702.111a", "static", evasion=True),
    Keyword("Renown", "702.112a", "triggered", "number"),
    Keyword("Awaken", "702.113a", "spell", "number_cost", zone="stack", alternative_cost=True,
            targets=_t(("land",), "target land you control", _YOURS)),
    Keyword("Devoid", "702.114a", "characteristic"),
    Keyword("Ingest", "702.115a", "triggered"),
    Keyword("Myriad", "702.116a", "triggered"),
    Keyword("Surge", "702.117a", "static", "cost", zone="stack", alternative_cost=True),
    Keyword("Skulk", "702.118a", "static", evasion=True),
    Keyword("Emerge", "702.119a", "static", "cost", zone="stack", alternative_cost=True),
    Keyword("Escalate", "702.120a", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Melee", "702.121a", "triggered"),
    Keyword("Crew", "702.122a", "activated", "number",
            ("Tap any number of other untapped creatures you control with total power N or greater",)),
    Keyword("Fabricate", "702.123a", "triggered", "number"),
    Keyword("Partner", "702.124a", "static", zone="command"),
    Keyword("Partner with", "702.124j", "triggered", "quality",
            targets=_t(("player",), "target player")),
    Keyword("Friends forever", "702.124i", "static", zone="command"),
    Keyword("Choose a Background", "702.124k", "static", zone="command"),
    Keyword("Doctor's companion", "702.124m", "static", zone="command"),
    Keyword("Legendary partner", "702.124", "static", zone="command"),
    Keyword("Undaunted", "702.125a", "static", zone="stack", mana_related=True),
    Keyword("Improvise", "702.126a", "static", zone="stack", mana_related=True),
    Keyword("Aftermath", "702.127a", "static", zone="graveyard"),
    Keyword("Embalm", "702.128a", "activated", "cost", ("{cost}", "Exile this card from your graveyard"),
            zone="graveyard"),
    Keyword("Eternalize", "702.129a", "activated", "cost", ("{cost}", "Exile this card from your graveyard"),
            zone="graveyard"),
    Keyword("Afflict", "702.130a", "triggered", "number"),
    Keyword("Ascend", "702.131a", "static"),
    Keyword("Assist", "702.132a", "static", zone="stack", mana_related=True),
    Keyword("Jump-start", "702.133a", "static", zone="graveyard", alternative_cost=True),
    Keyword("Mentor", "702.134a", "triggered",
            targets=_t(_CREATURE, "target attacking creature with power less than this creature's power",
                       "attacking, with lesser power")),
    Keyword("Afterlife", "702.135a", "triggered", "number"),
    Keyword("Riot", "702.136a", "static"),
    Keyword("Spectacle", "702.137a", "static", "cost", zone="stack", alternative_cost=True),
    Keyword("Escape", "702.138a", "static", "cost", zone="graveyard", alternative_cost=True),
    Keyword("Companion", "702.139a", "static", "dash_text", zone="outside"),
    Keyword("Mutate", "702.140a", "static", "cost", zone="hand", alternative_cost=True,
            targets=_t(_CREATURE, "target non-Human creature with the same owner as this spell",
                       "non-Human, same owner")),
    Keyword("Encore", "702.141a", "activated", "cost", ("{cost}", "Exile this card from your graveyard"),
            zone="graveyard"),
    Keyword("Boast", "702.142a", "activated"),
    Keyword("Foretell", "702.143a", "static", "optional_cost", zone="hand", alternative_cost=True),
    Keyword("Demonstrate", "702.144a", "triggered", zone="stack"),
    Keyword("Daybound", "702.145b", "triggered"),
    Keyword("Nightbound", "702.145c", "triggered"),
    Keyword("Disturb", "702.146a", "static", "cost", zone="graveyard", alternative_cost=True),
    Keyword("Decayed", "702.147a", "static"),
    Keyword("Cleave", "702.148a", "static", "cost", zone="stack", alternative_cost=True),
    Keyword("Training", "702.149a", "triggered"),
    Keyword("Compleated", "702.150a", "static"),
    Keyword("Reconfigure", "702.151a", "activated", "cost", ("{cost}",),
            _t(_CREATURE, "another target creature you control", "another, you control")),
    Keyword("Blitz", "702.152a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Casualty", "702.153a", "static", "number", zone="stack", additional_cost=True),
    Keyword("Enlist", "702.154a", "static"),
    Keyword("Read ahead", "702.155a", "static"),
    Keyword("Ravenous", "702.156a", "static"),
    Keyword("Squad", "702.157a", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Space sculptor", "702.158a", "static"),
    Keyword("Visit", "702.159a", "triggered", "dash_text"),
    Keyword("Prototype", "702.160a", "static", "prototype", zone="hand", alternative_cost=True),
    Keyword("Living metal", "702.161a", "static"),
    Keyword("More Than Meets the Eye", "702.162a", "static", "cost", alternative_cost=True),
    Keyword("For Mirrodin!", "702.163a", "triggered"),
    Keyword("Toxic", "702.164a", "static", "number"),
    Keyword("Backup", "702.165a", "triggered", "number", targets=_t(_CREATURE, "target creature")),
    Keyword("Bargain", "702.166a", "static", zone="stack", additional_cost=True),
    Keyword("Craft", "702.167a", "activated", "quality_cost", ("{cost}", "Exile this permanent")),
    Keyword("Disguise", "702.168a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Solved", "702.169a", "static", "dash_text"),
    Keyword("Plot", "702.170a", "static", "cost", zone="hand"),
    Keyword("Saddle", "702.171a", "activated", "number",
            ("Tap any number of other untapped creatures you control with total power N or greater",)),
    Keyword("Spree", "702.172a", "static", zone="stack", additional_cost=True),
    Keyword("Freerunning", "702.173a", "static", "cost", zone="stack", alternative_cost=True),
    Keyword("Gift", "702.174a", "static", "quality", zone="stack"),
    Keyword("Offspring", "702.175a", "static", "cost", zone="stack", additional_cost=True),
    Keyword("Impending", "702.176a", "static", "number_cost", zone="hand", alternative_cost=True),
    Keyword("Exhaust", "702.177a", "activated"),
    Keyword("Max speed", "702.178a", "static", "dash_text"),
    Keyword("Start your engines!", "702.179a", "static"),
    Keyword("Harmonize", "702.180a", "static", "cost", zone="graveyard", alternative_cost=True),
    Keyword("Mobilize", "702.181a", "triggered", "number"),
    Keyword("Job select", "702.182a", "triggered"),
    Keyword("Tiered", "702.183a", "static", zone="stack", additional_cost=True),
    Keyword("Station", "702.184a", "activated", cost=("Tap another untapped creature you control",)),
    Keyword("Warp", "702.185a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("\u221e", "702.186a", "static", "dash_text"),
    Keyword("Mayhem", "702.187a", "static", "optional_cost", zone="graveyard", alternative_cost=True),
    Keyword("Web-slinging", "702.188a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Firebending", "702.189a", "triggered", "number", mana_related=True),
    Keyword("Sneak", "702.190a", "static", "cost", zone="hand", alternative_cost=True),
    Keyword("Increment", "702.191a", "triggered"),
    Keyword("Paradigm", "702.192a", "spell", zone="stack"),
    Keyword("Power-up", "702.193a", "activated"),
    Keyword("Teamwork", "702.194a", "static", "number", zone="stack", additional_cost=True),
    Keyword("Storied", "702.195a", "static"),
    # --- older or un-set keywords seen in the card pool (not in the current CR) ---------------------
    Keyword("Augment", "702", "activated", "cost", ("{cost}", "Reveal this card from your hand"),
            _t(("creature",), "target host", "host"), zone="hand"),
    Keyword("Landwalk", "702.14a", "static", "prefix", evasion=True),
)

# Keyword actions (701) whose definition targets though the card shows only the action's name.
KEYWORD_ACTION_TARGETS: dict[str, tuple[str, KeywordTarget]] = {
    # 701.41a: "Support N" on a permanent: "... each of up to N other target creatures";
    # on an instant or sorcery: "... each of up to N target creatures".
    "support": ("701.41a", KeywordTarget(_CREATURE, "up to N target creatures", None, 0, "N")),
    # 701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature ..."
    "earthbend": ("701.66a", KeywordTarget(("land",), "target land you control", _YOURS, 1, 1)),
}

BY_NAME: dict[str, Keyword] = {k.name.lower(): k for k in KEYWORDS}

# Keyword abilities written "Keyword — [ability text]" (with spaces around the dash): the text after
# the dash is itself an ability (702.142a boast, 702.177a exhaust, 702.57a forecast ...).
DASH_PREFIX_KEYWORDS = frozenset({"boast", "exhaust", "forecast", "visit", "solved", "max speed", "\u221e",
                                  "power-up", "companion"})

# Keyword abilities whose ability follows in the text define a *condition* on that ability.
CONDITION_KEYWORDS = frozenset({"solved", "max speed", "\u221e"})

EVASION = frozenset(k.name.lower() for k in KEYWORDS if k.evasion)
TARGETING = frozenset(k.name.lower() for k in KEYWORDS if k.targets) | {"enchant"}
MANA_RELATED = frozenset(k.name.lower() for k in KEYWORDS if k.mana_related)


def lookup(name: str) -> Keyword | None:
    """The keyword named `name` (any case), or None."""
    return BY_NAME.get(name.lower())
