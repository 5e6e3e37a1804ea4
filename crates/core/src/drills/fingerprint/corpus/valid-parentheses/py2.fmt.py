def is_valid(s):
    prev = None
    rounds = 0
    while prev != s:
        rounds += 1
        prev = s
        s = (s.replace("()", "")
              .replace("[]", "")
              .replace("{}", ""))
    return s == ""
