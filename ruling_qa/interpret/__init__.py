"""Question text -> `Question`: the cards named, the rule references and glossary terms, and the
`Reading`: the proposition asked, the scenario stated, and what every word was taken as.

    interpreter = Interpreter(names, terms=glossary_names)
    question = interpreter.interpret("can Spellskite redirect Deepglow Skate's trigger?")
    question.reading.proposition  # Proposition(kind="targets.change", roles=(("redirector",
                                  #   "Spellskite"), ("spell", "Deepglow Skate")), ...)
    question.reading.unread       # () : every word was read

Modules: `reader` (card names, terms, and the whole reading), `clauses` (sentences),
`propositions` (proposition, scenario and word-accounting patterns), `restate` (the proposition
in plain English).
"""
from .propositions import compile_pattern
from .reader import _BLOCKED, Interpreter, _compact

__all__ = ["Interpreter", "compile_pattern", "_BLOCKED", "_compact"]
