def is_valid(s):
    open_count = {"(": 0, "[": 0, "{": 0}
    partner = {")": "(", "]": "[", "}": "{"}
    for ch in s:
        if ch in open_count:
            open_count[ch] += 1
        else:
            open_count[partner[ch]] -= 1
            if open_count[partner[ch]] < 0:
                return False
    return all(v == 0 for v in open_count.values())
