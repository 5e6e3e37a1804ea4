#include <cstdio>
#include <string>

int main() {
    int count = 0;
    if (scanf("%d", &count) != 1) return 0;
    std::string buffer;  // everything printed at the end
    for (int v = 1; v <= count; ++v) {
        std::string piece;
        if (v % 3 == 0) piece += "Fizz";
        if (v % 5 == 0) piece += "Buzz";
        if (piece.empty()) piece = std::to_string(v);  // plain number
        buffer += piece;
        buffer += '\n';
    }
    fputs(buffer.c_str(), stdout);
    return 0;
}
