"""Designing a flick game's mat: export at true scale, difficulty reports, tuning, fitting a hand."""
