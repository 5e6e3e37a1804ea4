class MinStack {
  constructor() {
    this.items = [];
    this.mins = []; // mins[i] = min(items[0..=i])
  }

  push(val) {
    this.items.push(val);
    this.mins.push(this.mins.length ? Math.min(val, this.mins[this.mins.length - 1]) : val);
  }

  pop() {
    this.items.pop();
    this.mins.pop();
  }

  top() {
    return this.items[this.items.length - 1];
  }

  getMin() {
    return this.mins[this.mins.length - 1];
  }
}
