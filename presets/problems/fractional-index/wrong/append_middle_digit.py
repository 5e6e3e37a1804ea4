def key_between(a, b):
    """Appends a middle digit to the lower bound and ignores the upper one: wrong whenever the
    upper bound continues the lower bound with a small digit (a="1", b="12")."""
    return a + "V"
