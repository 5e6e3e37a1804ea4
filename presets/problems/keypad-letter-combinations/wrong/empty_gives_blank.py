KEYS = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}


def letter_combinations(digits):
    out = [""]  # for empty digits this returns [""]
    for d in digits:
        out = [s + c for s in out for c in KEYS[d]]
    return out
