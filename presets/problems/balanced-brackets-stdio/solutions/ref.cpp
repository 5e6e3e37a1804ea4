#include <iostream>
#include <string>
#include <vector>

static bool balanced(const std::string& s, std::vector<char>& stack) {
    stack.clear();
    for (char ch : s) {
        char opener = ch == ')' ? '(' : ch == ']' ? '[' : ch == '}' ? '{' : 0;
        if (!opener) {
            stack.push_back(ch);
        } else if (stack.empty() || stack.back() != opener) {
            return false;
        } else {
            stack.pop_back();
        }
    }
    return stack.empty();
}

int main() {
    std::ios::sync_with_stdio(false);
    std::string line;
    std::getline(std::cin, line);
    int q = std::stoi(line);
    std::vector<char> stack;
    std::string out;
    for (int i = 0; i < q; ++i) {
        if (!std::getline(std::cin, line)) line.clear();  // a missing last line is an empty string
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out += balanced(line, stack) ? "YES\n" : "NO\n";
    }
    std::cout << out;
    return 0;
}
