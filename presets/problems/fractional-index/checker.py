DIGITS = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def check(input, expected, actual):
    """Any key strictly between the bounds, in the alphabet, not ending in "0", and at most one
    character longer than the longer bound, is right; `expected` (the reference's key) is only
    one of the possible answers."""
    a, b = input
    if not isinstance(actual, str) or not actual:
        return False, "the key must be a non-empty string"
    if any(ch not in DIGITS for ch in actual):
        return False, "the key uses a character outside 0-9A-Za-z"
    if actual.endswith("0"):
        return False, "the key ends with 0"
    if not a < actual:
        return False, "the key is not after the lower bound"
    if b and not actual < b:
        return False, "the key is not before the upper bound"
    if len(actual) > max(len(a), len(b)) + 1:
        return False, "the key is longer than the longer bound plus one"
    return True
