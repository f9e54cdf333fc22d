final class Store {}
