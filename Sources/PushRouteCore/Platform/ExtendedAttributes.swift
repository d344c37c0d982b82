#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Extended attributes (`flistxattr`, `fgetxattr`, `fsetxattr`; on Linux these carry POSIX
/// ACLs and SELinux labels too), copied from a file to the one replacing it.
enum ExtendedAttributes {
    /// Whether this platform's build copies them (the man page states the loss where not).
    static let supported: Bool = {
        #if canImport(Darwin) || canImport(Glibc)
        true
        #else
        false
        #endif
    }()

    /// Copies every extended attribute of `source` to `destination`; the first that could not
    /// be copied, with why. A file system without extended attributes has none to copy.
    static func copy(from source: FileDescriptor, to destination: FileDescriptor) -> (name: String, error: SystemError)?
    {
        #if canImport(Darwin) || canImport(Glibc)
        let names: [String]
        switch list(source) {
        case .failure(let error): return isUnsupported(error) ? nil : ("(list)", error)
        case .success(let found): names = found
        }
        for name in names {
            guard let value = try? value(name, of: source).get() else { return (name, .last) }
            if (try? self.value(name, of: destination).get()) == value { continue }  // a label the new file already has
            let result = value.withUnsafeBytes { bytes in
                #if canImport(Darwin)
                fsetxattr(destination.rawValue, name, bytes.baseAddress, bytes.count, 0, 0)
                #else
                fsetxattr(destination.rawValue, name, bytes.baseAddress, bytes.count, 0)
                #endif
            }
            if result != 0 { return (name, .last) }
        }
        #endif
        return nil
    }

    #if canImport(Glibc)
    // Glibc's <sys/xattr.h> is not part of Swift's Glibc module: the three calls are looked
    // up in the C library by name.
    private typealias List = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
    private typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let library = dlopen(nil, RTLD_NOW), let found = dlsym(library, name) else { return nil }
        return unsafeBitCast(found, to: type)
    }

    private static let flistxattr =
        symbol("flistxattr", as: List.self) ?? { _, _, _ in
            errno = ENOTSUP
            return -1
        }
    private static let fgetxattr =
        symbol("fgetxattr", as: Get.self) ?? { _, _, _, _ in
            errno = ENOTSUP
            return -1
        }
    private static let fsetxattr =
        symbol("fsetxattr", as: Set.self) ?? { _, _, _, _, _ in
            errno = ENOTSUP
            return -1
        }
    #endif

    #if canImport(Darwin) || canImport(Glibc)
    private static func isUnsupported(_ error: SystemError) -> Bool {
        error.code == ENOTSUP || error.code == EOPNOTSUPP
    }

    /// The names of `file`'s attributes.
    private static func list(_ file: FileDescriptor) -> Result<[String], SystemError> {
        fetch { buffer, size in
            #if canImport(Darwin)
            flistxattr(file.rawValue, buffer?.assumingMemoryBound(to: CChar.self), size, 0)
            #else
            flistxattr(file.rawValue, buffer?.assumingMemoryBound(to: CChar.self), size)
            #endif
        }.map { bytes in
            bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    private static func value(_ name: String, of file: FileDescriptor) -> Result<[UInt8], SystemError> {
        fetch { buffer, size in
            #if canImport(Darwin)
            fgetxattr(file.rawValue, name, buffer, size, 0, 0)
            #else
            fgetxattr(file.rawValue, name, buffer, size)
            #endif
        }
    }

    /// Asks `call` for the size, then for the bytes, again if they grew in between.
    private static func fetch(_ call: (UnsafeMutableRawPointer?, Int) -> Int) -> Result<[UInt8], SystemError> {
        for _ in 0..<4 {
            let size = call(nil, 0)
            if size < 0 { return .failure(.last) }
            if size == 0 { return .success([]) }
            var bytes = [UInt8](repeating: 0, count: size)
            let read = bytes.withUnsafeMutableBytes { call($0.baseAddress, size) }
            if read >= 0 { return .success(Array(bytes[..<read])) }
            if errno != ERANGE { return .failure(.last) }
        }
        return .failure(SystemError(code: ERANGE))
    }
    #endif
}
