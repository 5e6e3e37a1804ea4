from typing import Any, Dict


def parse_query(qs: str) -> Dict[str, Any]:
    pass
