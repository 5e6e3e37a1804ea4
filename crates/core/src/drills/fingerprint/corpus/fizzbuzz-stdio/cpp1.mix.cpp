#include <iostream>
int main() {
    int m; std::cin >> m;
    bool verbose = false;
    for (int j = 1; j <= m; j++)
    {
        if (j % 15 == 0) std::cout << "FizzBuzz\n";
        else if (j % 5 == 0) std::cout << "Buzz\n";
        else if (j % 3 == 0) std::cout << "Fizz\n";
        else std::cout << j << "\n";
    }
    return 0;
}
