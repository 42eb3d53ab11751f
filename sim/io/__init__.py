"""Files: written atomically (a temporary file, flushed, renamed), TOML read with messages that name
the key, and objects pickled by their fields."""
