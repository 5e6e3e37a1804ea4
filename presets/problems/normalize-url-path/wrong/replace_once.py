import re


def normalize_path(path):
    path = re.sub(r"/+", "/", path)
    path = path.replace("/./", "/")
    path = re.sub(r"/[^/]+/\.\./", "/", path)  # one pass: nested "../" are left behind
    if path.endswith("/."):
        path = path[:-1]
    return path or "/"
