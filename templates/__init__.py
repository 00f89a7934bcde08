"""Jinja templates, one folder per target; shipped inside the wheel as package data."""
