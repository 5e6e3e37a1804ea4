class Ledger:
    """total() adds up every balance: O(accounts) per call."""

    def __init__(self):
        self.balances = {}
        self.sum = 0

    def open(self, account: str) -> bool:
        if account in self.balances:
            return False
        self.balances[account] = 0
        return True

    def deposit(self, account: str, amount: int) -> bool:
        if account not in self.balances:
            return False
        self.balances[account] += amount
        self.sum += amount
        return True

    def withdraw(self, account: str, amount: int) -> bool:
        if self.balances.get(account, -1) < amount:
            return False
        self.balances[account] -= amount
        self.sum -= amount
        return True

    def transfer(self, src: str, dst: str, amount: int) -> bool:
        if src == dst or dst not in self.balances or self.balances.get(src, -1) < amount:
            return False
        self.balances[src] -= amount
        self.balances[dst] += amount
        return True

    def close(self, account: str) -> int:
        if account not in self.balances:
            return -1
        paid = self.balances.pop(account)
        self.sum -= paid
        return paid

    def balance(self, account: str) -> int:
        return self.balances.get(account, -1)

    def total(self) -> int:
        return sum(self.balances.values())
