class Inventory:
    """Forgets closed order ids, so a cancelled or fulfilled id can reserve again."""

    def __init__(self):
        self.shelf = {}
        self.held = {}
        self.open = {}  # order id -> (item, qty) while the reservation is open
        self.used = set()  # every order id ever accepted

    def restock(self, item: str, qty: int) -> None:
        self.shelf[item] = self.shelf.get(item, 0) + qty

    def reserve(self, order_id: str, item: str, qty: int) -> bool:
        if order_id in self.open or self.shelf.get(item, 0) < qty:
            return False
        self.used.add(order_id)
        self.shelf[item] -= qty
        self.held[item] = self.held.get(item, 0) + qty
        self.open[order_id] = (item, qty)
        return True

    def cancel(self, order_id: str) -> bool:
        if order_id not in self.open:
            return False
        item, qty = self.open.pop(order_id)
        self.held[item] -= qty
        self.shelf[item] += qty
        return True

    def fulfill(self, order_id: str) -> bool:
        if order_id not in self.open:
            return False
        item, qty = self.open.pop(order_id)
        self.held[item] -= qty
        return True

    def available(self, item: str) -> int:
        return self.shelf.get(item, 0)

    def reserved(self, item: str) -> int:
        return self.held.get(item, 0)
