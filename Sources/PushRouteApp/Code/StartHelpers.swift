/// `Leanplum.start` called through a helper of the app's own, one call deep: the function
/// around each start outside `didFinishLaunching`, and the functions `didFinishLaunching` calls
/// (`setUpLeanplum()`, `self.setUpLeanplum()`, `[self setUpLeanplum]`). `CodeInference` pairs
/// them across the app's files: a start in a helper the launch calls is `at-launch`, likely.
extension CodeScanner {
    mutating func readStartHelpers() {
        readLaunchCalls()
        let launchStarts = Set(findings.leanplumStartInLaunch.map(\.offset))
        for (index, helper) in zip(startIndexes, enclosingFunctions(of: startIndexes)) {
            let start = site(index)
            guard let helper, !launchStarts.contains(start.offset) else { continue }
            findings.leanplumStartHelpers.append((start, helper))
        }
    }

    /// The names the launch bodies call, each at its first call.
    private mutating func readLaunchCalls() {
        for body in launchBodies {
            for index in body where tokens.tokens[index].isIdentifier && !reachability.dead[index] {
                let called =
                    tokens[index + 1] == "(" || (tokens[index - 2] == "[" && ["]", ":"].contains(tokens[index + 1]))
                guard called, findings.launchCalls[tokens[index]] == nil else { continue }
                findings.launchCalls[tokens[index]] = site(index)
            }
        }
    }

    /// The innermost declared function around each of `indexes` (in order): one sweep over
    /// the declarations, whose bodies nest, with a stack of those still open.
    private func enclosingFunctions(of indexes: [Int]) -> [String?] {
        var open: [Declared] = []
        var next = 0
        return indexes.map { index in
            while next < declarations.count && declarations[next].body.lowerBound <= index {
                while let top = open.last, top.body.upperBound <= declarations[next].body.lowerBound {
                    open.removeLast()
                }
                open.append(declarations[next])
                next += 1
            }
            while let top = open.last, top.body.upperBound <= index { open.removeLast() }
            return open.last?.name
        }
    }
}
