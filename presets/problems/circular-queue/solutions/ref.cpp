// A fixed array, the index of the front element and the element count.
class MyCircularQueue {
    vector<int> buf;
    int head = 0, count = 0;

public:
    MyCircularQueue(int k) : buf(k) {}

    bool enQueue(int value) {
        if (count == (int)buf.size()) return false;
        buf[(head + count) % buf.size()] = value;
        ++count;
        return true;
    }

    bool deQueue() {
        if (count == 0) return false;
        head = (head + 1) % buf.size();
        --count;
        return true;
    }

    int front() { return count ? buf[head] : -1; }

    int rear() { return count ? buf[(head + count - 1) % buf.size()] : -1; }

    bool isEmpty() { return count == 0; }

    bool isFull() { return count == (int)buf.size(); }
};
