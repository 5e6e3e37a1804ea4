def canonical_path(path):
    out = ""
    for part in path.split("/"):
        if part == "" or part == ".":
            continue
        if part == "..":
            out = out[: out.rfind("/")] if out else out
        else:
            out += "/" + part
    return out  # "" when everything cancels
