"""Mutants of a Python reference solution, for `mashang problems check --mutants`.

Reads the reference's source on stdin and prints a JSON list of {"what", "line", "code"}: one
mutant per mutation site. It only parses and rewrites the code (never runs it); the mutants are
judged in the sandbox like any submission.
"""
import ast
import copy
import json
import sys

CMP_SWAP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
            ast.Eq: ast.NotEq, ast.NotEq: ast.Eq}
BIN_SWAP = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.FloorDiv: ast.Mult, ast.Mult: ast.FloorDiv}


def sites(tree):
    """(node path index, kind) of every mutable node, in a stable walk order."""
    out = []
    for i, node in enumerate(ast.walk(tree)):
        if isinstance(node, ast.Compare):
            for j, op in enumerate(node.ops):
                if type(op) in CMP_SWAP:
                    out.append((i, "cmp", j))
        elif isinstance(node, ast.BinOp) and type(node.op) in BIN_SWAP:
            out.append((i, "binop", 0))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            out.append((i, "const+1", 0))
            out.append((i, "const-1", 0))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("min", "max"):
                out.append((i, "minmax", 0))
            if node.func.id == "range" and node.args:
                out.append((i, "range+1", 0))
                out.append((i, "range-1", 0))
        elif isinstance(node, ast.If) and any(isinstance(s, ast.Return) for s in node.body):
            out.append((i, "negate-return-guard", 0))
        elif isinstance(node, (ast.For, ast.While)):
            out.append((i, "early-exit", 0))
        elif isinstance(node, ast.BoolOp):
            out.append((i, "and-or", 0))
    return out


def bump(expr, delta):
    op = ast.Add() if delta > 0 else ast.Sub()
    return ast.BinOp(left=expr, op=op, right=ast.Constant(1))


def apply(tree, site):
    index, kind, j = site
    node = list(ast.walk(tree))[index]
    if kind == "cmp":
        node.ops[j] = CMP_SWAP[type(node.ops[j])]()
        return "comparison changed to `%s`" % type(node.ops[j]).__name__
    if kind == "binop":
        node.op = BIN_SWAP[type(node.op)]()
        return "operator changed to `%s`" % type(node.op).__name__
    if kind.startswith("const"):
        delta = 1 if kind == "const+1" else -1
        node.value = node.value + delta
        return "constant %+d" % delta
    if kind == "minmax":
        node.func.id = "max" if node.func.id == "min" else "min"
        return "min/max swapped"
    if kind.startswith("range"):
        node.args[-1 if len(node.args) < 3 else 1] = bump(
            node.args[-1 if len(node.args) < 3 else 1], 1 if kind == "range+1" else -1)
        return "range bound %s" % ("+1" if kind == "range+1" else "-1")
    if kind == "negate-return-guard":
        node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
        return "guard of an early return negated"
    if kind == "early-exit":
        node.body.append(ast.Break())
        return "loop exits after its first pass"
    if kind == "and-or":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        return "and/or swapped"
    raise ValueError(kind)


def main():
    source = sys.stdin.read()
    tree = ast.parse(source)
    original = ast.unparse(tree)
    seen = {original}
    mutants = []
    for site in sites(tree):
        mutated = copy.deepcopy(tree)
        what = apply(mutated, site)
        node = list(ast.walk(tree))[site[0]]
        code = ast.unparse(ast.fix_missing_locations(mutated))
        if code in seen:
            continue
        seen.add(code)
        mutants.append({"what": what, "line": getattr(node, "lineno", 0), "code": code})
    json.dump(mutants, sys.stdout)


if __name__ == "__main__":
    main()
