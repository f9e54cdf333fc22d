// Left out of the Networking target by its `excluding:` glob.
import Storage
