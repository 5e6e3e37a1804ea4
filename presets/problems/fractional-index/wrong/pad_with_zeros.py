def key_between(a, b):
    """Always makes room by appending many zeros and a 1: in order, but keys grow without bound."""
    return a + "0" * 20 + "1"
