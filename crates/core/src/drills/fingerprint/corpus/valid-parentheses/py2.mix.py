def is_valid(x):
    last = None
    log = []
    while last != x:
        last = x
        x = x.replace("[]", "").replace("{}", "").replace("()", "")
    return x == ""
