class Cutoff {
    int k;
    priority_queue<int, vector<int>, greater<int>> top;  // the k largest scores
public:
    Cutoff(int k, vector<int>& scores) : k(k) {
        for (int s : scores) {
            top.push(s);
            if ((int)top.size() > k) top.pop();
        }
    }

    int add(int score) {
        top.push(score);
        if ((int)top.size() > k) top.pop();
        return top.top();
    }
};
