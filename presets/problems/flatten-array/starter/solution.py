from typing import Any, List


def flatten(lst: List[Any], depth: int = 1) -> List[Any]:
    pass
