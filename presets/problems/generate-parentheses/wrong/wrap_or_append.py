def generate_parenthesis(n):
    # wrong: "(" + p + ")", "()" + p and p + "()" never build "(())(())"
    level = {""}
    for _ in range(n):
        level = {f"({p})" for p in level} | {"()" + p for p in level} | {p + "()" for p in level}
    return sorted(level)
