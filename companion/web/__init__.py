"""The live page on the table's network: a read-only view of the journal, served to every phone."""
